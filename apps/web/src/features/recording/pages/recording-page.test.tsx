import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type EvaluationResult } from '@dhvani/contract/recordings';
import { recordRetryPauses } from '@/test/retry-pauses';
import { anEvaluation } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { fakeTusServer, type FakeTus } from '@/test/fake-tus';
import type { RecordedClip } from '../audio/recorder';
import type { RecorderControls, UseRecorderOptions } from '../hooks/use-recorder';
import { RecordingPage } from './recording-page';

const apiMock = vi.hoisted(() => ({ giveConsent: vi.fn() }));
vi.mock('../api/recording-api', () => apiMock);
// The text to read, issued with an id (issue 32).
const textMock = vi.hoisted(() => ({ fetchReadingText: vi.fn() }));
vi.mock('../api/reading-text', () => textMock);
const issued = (text: string, id = 'a0a0a0a0-0000-4000-8000-000000000001') => ({
  id,
  text,
  language: 'Hindi',
  domain: 'healthcare',
  sentences: [{ id: 's1', text }],
});
// Nobody here agreed before: step 2 asks (step-consent.test.tsx covers the other case).
vi.mock('../api/consent-on-record', () => ({
  useConsentOnRecord: () => null,
  forgetConsentOnRecord: vi.fn(),
}));

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: notifyMock }));

// The microphone is the e2e tests' business; here a stand-in recorder answers as told. jsdom keeps nothing
// on the device (no IndexedDB, no workers): the clip is held in memory and sent through the tus server in
// memory (test/fake-tus.ts), then committed (test/fake-api.ts).
const clip: RecordedClip = {
  blob: new Blob(['RIFF-the-clip'], { type: 'audio/wav' }),
  durationSeconds: 7.25,
  loudestBlockRms: 0.2,
  reachedLimit: false,
  elapsedSeconds: 7.25,
};
const recorder = vi.hoisted(() => ({
  controls: null as unknown as RecorderControls,
  options: null as unknown as UseRecorderOptions,
}));
vi.mock('../hooks/use-recorder', () => ({
  useRecorder: (options: UseRecorderOptions) => {
    recorder.options = options;
    return recorder.controls;
  },
}));

const TRANSCRIPT = 'स्वास्थ्य के लिए रोज़ थोड़ा चलना अच्छा होता है।';
const MIC = 'Microphone access denied or not available. Please check your browser permissions.';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/qr-recording', Component: RecordingPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const button = (name: string) => screen.getByRole('button', { name });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function toStep3() {
  fireEvent.click(button('Get Started'));
  await heading('Terms & Consent');
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
  fireEvent.click(button('Next'));
  await heading('Pick Domain & Language');
}

let tus: FakeTus;
let server: FakeApi | null = null;
/** The commit answers with `evaluation` (after `failures` refusals), and records each commit's Idempotency-Key. */
function committing(evaluation: EvaluationResult, failures = 0) {
  const keys: unknown[] = [];
  server = fakeApi({
    'POST /uploads/u1/commit': (_body, config) => {
      keys.push(config.headers.get(IDEMPOTENCY_KEY_HEADER));
      return keys.length <= failures
        ? { status: 422, message: 'This Idempotency-Key was already used for a different recording.' }
        : { status: 201, data: { _id: evaluation.recordingId, evaluation } };
    },
  });
  return keys;
}

describe('RecordingPage', () => {
  afterEach(() => {
    tus.restore();
    server?.restore();
    server = null;
  });

  beforeEach(() => {
    vi.clearAllMocks();
    tus = fakeTusServer();
    recordRetryPauses();
    apiMock.giveConsent.mockResolvedValue(undefined);
    textMock.fetchReadingText.mockResolvedValue(issued(TRANSCRIPT));
    recorder.controls = {
      state: 'idle',
      elapsedMs: 0,
      level: 0,
      hint: null,
      start: vi.fn(async () => true),
      pause: vi.fn(),
      resume: vi.fn(),
      stop: vi.fn(async () => clip),
      release: vi.fn(),
    };
    URL.createObjectURL = vi.fn(() => 'blob:recording');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('enables Next on the consent step only when all three boxes are checked, and stores consent', async () => {
    renderAt('/qr-recording');
    expect(screen.getByText('Step 1 of 7: Voice Contribution')).toBeTruthy();
    fireEvent.click(button('Get Started'));
    await heading('Terms & Consent');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    expect(button('Next').hasAttribute('disabled')).toBe(true);
    fireEvent.click(boxes[2]!);
    fireEvent.click(button('Next'));
    await heading('Pick Domain & Language');
    expect(apiMock.giveConsent).toHaveBeenCalledTimes(1);
    fireEvent.click(button('Back'));
    await heading('Terms & Consent');
  });

  it('preselects a campaign link and asks for the text at once', async () => {
    renderAt('/qr-recording?language=hindi&domain=Healthcare');
    await toStep3();
    expect(screen.getByLabelText<HTMLSelectElement>('Language').value).toBe('Hindi');
    expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('healthcare');
    expect(await screen.findByText(TRANSCRIPT)).toBeTruthy();
    expect(textMock.fetchReadingText).toHaveBeenCalledWith({ language: 'Hindi', domain: 'healthcare' });

    textMock.fetchReadingText.mockResolvedValue(issued('A second, different transcript to read.'));
    fireEvent.click(button('Regenerate'));
    expect(await screen.findByText('A second, different transcript to read.')).toBeTruthy();
  });

  it('falls back to the standard sentence with a toast when generation fails', async () => {
    textMock.fetchReadingText.mockRejectedValue(new Error('network'));
    renderAt('/qr-recording');
    await toStep3();
    expect(button('Next').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'retail' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'Tamil' } });
    expect(
      // In Tamil, in its own script (issue 19), even when the page is shown in English.
      await screen.findByText(
        'சில்லறை வணிகம் தொடர்பான இந்த உரையைத் தமிழில் படியுங்கள்: இன்று காலை மெல்லிய மழை பெய்தது, குழந்தைகள் மகிழ்ச்சியுடன் பள்ளிக்குச் சென்றனர்.',
      ),
    ).toBeTruthy();
    expect(notifyMock.error).toHaveBeenCalledWith('Failed to generate paragraph. Please try again.');
    expect(button('Next').hasAttribute('disabled')).toBe(false);
  });

  it('shows the SPEC message when the microphone is refused', async () => {
    recorder.controls.start = vi.fn(async () => false);
    renderAt('/qr-recording?language=English&domain=education');
    await toStep3();
    await screen.findByText(TRANSCRIPT);
    fireEvent.click(button('Next'));
    await heading('Speaking Prompt');
    fireEvent.click(button('Start Recording'));
    expect((await screen.findByRole('alert')).textContent).toBe(MIC);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Speaking Prompt');
  });

  it('records, retries a failed upload with the same key, and thanks with grade and tokens', async () => {
    // The server refuses the first commit: Submit shows the failure, and the next Submit commits the clip
    // (already on the server: it went from Stop) under the same key.
    const keys = committing(
      anEvaluation({
        final_quality: 'excellent',
        amount: 2,
        recordingId: 'rec-1',
        reasons: ['Clear speech with little background noise.'],
      }),
      1,
    );
    renderAt('/qr-recording?language=English&domain=education');
    await toStep3();
    await screen.findByText(TRANSCRIPT);
    fireEvent.click(button('Next'));
    await heading('Speaking Prompt');
    fireEvent.click(button('Start Recording'));
    await heading('Recording Session');
    await act(async () => fireEvent.click(button('Stop')));
    await heading('Review & Submit');
    expect(screen.getByText('0:07')).toBeTruthy();

    fireEvent.click(button('Submit Recording'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong while uploading or evaluating. Try again.',
    );
    fireEvent.click(button('Submit Recording'));
    await heading('Thank You');
    expect(new TextDecoder().decode(tus.upload('u1')?.bytes)).toBe('RIFF-the-clip');
    expect(tus.requests.filter((r) => r.startsWith('PATCH'))).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(server?.bodies.get('POST /uploads/u1/commit')).toMatchObject({
      language: 'English',
      domain: 'education',
      paragraph: TRANSCRIPT,
      duration: 7.25,
    });
    expect(screen.getByText('Excellent')).toBeTruthy();
    expect(screen.getByText('Clear speech with little background noise.')).toBeTruthy();
    expect(screen.getByText('English / Education')).toBeTruthy();
    expect(screen.getByText(/^DS-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeTruthy();
    // An Excellent result has nothing to try again.
    expect(screen.queryByRole('button', { name: 'Record this text again' })).toBeNull();

    fireEvent.click(button('Make Another Contribution'));
    await heading('Voice Contribution');
    await toStep3();
    // SPEC: every choice is cleared; step 3 then starts in the language last recorded in (issue 33).
    expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Language').value).toBe('English');
  });

  it('starts step 3 in the language last recorded in on this device, when no campaign chose one', async () => {
    localStorage.setItem('recordingLanguage', 'Kannada');
    renderAt('/qr-recording');
    await toStep3();
    expect(screen.getByLabelText<HTMLSelectElement>('Language').value).toBe('Kannada');
    expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('');
  });

  it('records the next sentence straight from Thank You: same language, domain and consent, a new text', async () => {
    // Each recording is its own upload (u1, u2); each commit's body and key are kept.
    const commits: { body: Record<string, unknown>; key: unknown }[] = [];
    const commit = (body: Record<string, unknown>, config: { headers: { get(name: string): unknown } }) => {
      commits.push({ body, key: config.headers.get(IDEMPOTENCY_KEY_HEADER) });
      const evaluation = anEvaluation({ final_quality: 'good', recordingId: `rec-${commits.length}` });
      return { status: 201, data: { _id: evaluation.recordingId, evaluation } };
    };
    server = fakeApi({ 'POST /uploads/u1/commit': commit, 'POST /uploads/u2/commit': commit });
    renderAt('/qr-recording?language=Hindi&domain=healthcare');
    await toStep3();
    await screen.findByText(TRANSCRIPT);
    fireEvent.click(button('Next'));
    await heading('Speaking Prompt');
    fireEvent.click(button('Start Recording'));
    await heading('Recording Session');
    await act(async () => fireEvent.click(button('Stop')));
    await heading('Review & Submit');
    fireEvent.click(button('Submit Recording'));
    await heading('Thank You');

    textMock.fetchReadingText.mockResolvedValue(
      issued('अगला वाक्य यह है।', 'a0a0a0a0-0000-4000-8000-000000000002'),
    );
    fireEvent.click(button('Record the next sentence'));
    await heading('Speaking Prompt');
    expect(await screen.findByText('अगला वाक्य यह है।')).toBeTruthy();
    expect(textMock.fetchReadingText).toHaveBeenLastCalledWith({ language: 'Hindi', domain: 'healthcare' });
    expect(apiMock.giveConsent).toHaveBeenCalledTimes(1);
    fireEvent.click(button('Start Recording'));
    await heading('Recording Session');
    await act(async () => fireEvent.click(button('Stop')));
    await heading('Review & Submit');
    fireEvent.click(button('Submit Recording'));
    await heading('Thank You');
    expect(commits).toHaveLength(2);
    const [first, second] = commits as [(typeof commits)[0], (typeof commits)[0]];
    // Each text goes back with the id the server issued it under (issue 32).
    expect(first.body).toMatchObject({ paragraph: TRANSCRIPT, readingTextId: issued(TRANSCRIPT).id });
    expect(second.body).toMatchObject({
      language: 'Hindi',
      domain: 'healthcare',
      paragraph: 'अगला वाक्य यह है।',
      readingTextId: 'a0a0a0a0-0000-4000-8000-000000000002',
    });
    expect(second.key).not.toBe(first.key);
    expect(second.body.contributionId).not.toBe(first.body.contributionId);
  });

  it('warns of lost audio, and turns a Poor result into advice and another try at the same text', async () => {
    // 7.25 s of audio while the clock ran 9 s: the device dropped blocks.
    recorder.controls.stop = vi.fn(async () => ({ ...clip, elapsedSeconds: 9 }));
    committing(
      anEvaluation({
        final_quality: 'poor',
        amount: 0,
        recordingId: 'rec-2',
        reasons: ['Too quiet: speech level \u221247 dBFS'],
        reasonCodes: [{ code: 'too_quiet', params: { dbfs: -47 } }],
      }),
    );
    renderAt('/qr-recording?language=English&domain=education');
    await toStep3();
    await screen.findByText(TRANSCRIPT);
    fireEvent.click(button('Next'));
    await heading('Speaking Prompt');
    fireEvent.click(button('Start Recording'));
    await heading('Recording Session');
    await act(async () => fireEvent.click(button('Stop')));
    await heading('Review & Submit');
    expect(screen.getByText(/Parts of this recording were lost \(about 1\.8 s\)/)).toBeTruthy();

    // The contributor may still submit it.
    fireEvent.click(button('Submit Recording'));
    await heading('Thank You');
    expect(
      screen.getByText(
        'Speak a little louder, or hold the device closer: about a hand’s width from your mouth.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Too quiet: speech level \u221247 dBFS')).toBeTruthy();

    fireEvent.click(button('Record this text again'));
    await heading('Speaking Prompt');
    expect(screen.getByText(TRANSCRIPT)).toBeTruthy();
    expect(recorder.controls.release).toHaveBeenCalled();
  });

  it("starts with Space, and at the limit stops by itself with SPEC's message", async () => {
    renderAt('/qr-recording?language=Odia&domain=fmcg');
    await toStep3();
    await screen.findByText(TRANSCRIPT);
    fireEvent.click(button('Next'));
    await heading('Speaking Prompt');
    fireEvent.keyDown(document.body, { key: ' ' });
    await heading('Recording Session');
    expect(recorder.controls.start).toHaveBeenCalledTimes(1);
    expect(recorder.options.maxSeconds).toBe(120);

    fireEvent.keyDown(document.body, { key: ' ' });
    expect(recorder.controls.pause).toHaveBeenCalledTimes(1);
    act(() => recorder.options.onLimitReached?.({ ...clip, durationSeconds: 120, reachedLimit: true }));
    await heading('Review & Submit');
    expect(notifyMock.info).toHaveBeenCalledWith('Maximum duration reached');
    expect(screen.getByText('2:00')).toBeTruthy();
  });

  it('has an exit to the dashboard', async () => {
    const router = renderAt('/qr-recording');
    fireEvent.click(screen.getByRole('link', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
