import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedClip } from '../audio/recorder';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api', () => ({ api: { post } }));

const { EVALUATE_MAX_ASKS, evaluateRecording, generateParagraph, giveConsent, uploadRecording } =
  await import('./recording-api');

const clip: RecordedClip = {
  blob: new Blob(['RIFF'], { type: 'audio/wav' }),
  durationSeconds: 42.3456,
  loudestBlockRms: 0.1,
  reachedLimit: false,
  elapsedSeconds: 42.3456,
};
const input = {
  clip,
  language: 'Hindi',
  domain: 'telecom',
  paragraph: 'पढ़ने के लिए एक वाक्य।',
  idempotencyKey: '0b6b1c2e-7f7c-4a51-9d51-3f1f2d9c1a11',
} as const;

describe('recording API', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('stores all three consents', async () => {
    post.mockResolvedValue({ data: {} });
    await giveConsent();
    expect(post).toHaveBeenCalledWith('/users/consents', { dataUsage: true, recording: true, terms: true });
  });

  it('reads the generated paragraph from data', async () => {
    post.mockResolvedValue({ data: { data: 'A paragraph', message: 'ok' } });
    await expect(generateParagraph({ language: 'English', domain: 'retail' })).resolves.toBe('A paragraph');
  });

  it('uploads the fields SPEC §3 names with the Idempotency-Key, and reports progress', async () => {
    post.mockImplementation(async (_url, _form, config) => {
      config.onUploadProgress({ loaded: 50, total: 200 });
      return { data: { data: { _id: 'rec-9' } } };
    });
    const onProgress = vi.fn();
    await expect(uploadRecording({ ...input, onProgress })).resolves.toBe('rec-9');

    const [url, form, config] = post.mock.calls[0]!;
    expect(url).toBe('/recordings/');
    expect(config.headers).toEqual({ 'idempotency-key': input.idempotencyKey });
    expect(Object.fromEntries([...(form as FormData).entries()].filter(([k]) => k !== 'audio'))).toEqual({
      duration: '42.35',
      language: 'Hindi',
      domain: 'telecom',
      recordedVia: 'web',
      paragraph: input.paragraph,
    });
    expect((form as FormData).get('audio')).toBeInstanceOf(Blob);
    expect(onProgress).toHaveBeenCalledWith(25);
  });

  it("fails with SPEC's internal message when the server returns no id", async () => {
    post.mockResolvedValue({ data: { data: {} } });
    await expect(uploadRecording(input)).rejects.toThrow("Server didn't return a recording ID.");
  });

  it('reads the evaluation and refuses a malformed one', async () => {
    const evaluation = {
      final_quality: 'good',
      amount: 4,
      recordingId: 'rec-9',
      reasons: ['Some background noise (SNR 20 dB)'],
      reasonCodes: [{ code: 'noise_some', params: { db: 20 } }],
    };
    post.mockResolvedValueOnce({ data: { data: evaluation } });
    await expect(evaluateRecording('rec-9')).resolves.toEqual(evaluation);
    expect(post).toHaveBeenCalledWith('/recordings/rec-9/evaluate');
    post.mockResolvedValueOnce({ data: { data: { amount: 4 } } });
    await expect(evaluateRecording('rec-9')).rejects.toThrow();
  });

  it('asks evaluate again after Retry-After while the server is still grading, never uploading again', async () => {
    const evaluation = {
      final_quality: 'good',
      amount: 4,
      recordingId: 'rec-9',
      reasons: ['Some background noise (SNR 20 dB)'],
      reasonCodes: [{ code: 'noise_some', params: { db: 20 } }],
    };
    const stillGrading = {
      status: 202,
      headers: { 'retry-after': '3' },
      data: { data: { recordingId: 'rec-9', status: 'running' } },
    };
    post
      .mockResolvedValueOnce(stillGrading)
      .mockResolvedValueOnce({ status: 200, data: { data: evaluation } });
    const sleep = vi.fn(async () => undefined);
    await expect(evaluateRecording('rec-9', sleep)).resolves.toEqual(evaluation);
    expect(post.mock.calls).toEqual([['/recordings/rec-9/evaluate'], ['/recordings/rec-9/evaluate']]);
    expect(sleep).toHaveBeenCalledWith(3000);
  });

  it('gives up after a few answers that grading is still going on', async () => {
    post.mockResolvedValue({
      status: 202,
      headers: {},
      data: { data: { recordingId: 'rec-9', status: 'queued' } },
    });
    const sleep = vi.fn(async () => undefined);
    await expect(evaluateRecording('rec-9', sleep)).rejects.toThrow();
    expect(post).toHaveBeenCalledTimes(EVALUATE_MAX_ASKS);
  });
});
