import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { ValidatePage } from './validate-page';

let server: FakeApi | null = null;
const clips = [
  {
    _id: 'c1',
    language: 'Hindi',
    domain: 'education',
    text: 'पहला वाक्य',
    audioUrl: '/api/v1/reviews/c1/audio',
  },
  { _id: 'c2', language: 'Hindi', domain: 'retail', text: 'दूसरा वाक्य', audioUrl: '/api/v1/reviews/c2/audio' },
];

function serve(
  languages = [
    { language: 'Hindi', available: true },
    { language: 'Tamil', available: true },
  ],
  overrides: Parameters<typeof fakeApi>[0] = {},
) {
  let next = 0;
  let total = 3;
  server = fakeApi({
    'GET /reviews/summary': { status: 200, data: { totalReviews: total, languages } },
    'GET /reviews/next': (_body, config) =>
      config.params?.language === 'Hindi' && next < clips.length
        ? { status: 200, data: clips[next++] }
        : { status: 204 },
    'GET /reviews/c1/audio': { status: 200, data: 'RIFF' },
    'GET /reviews/c2/audio': { status: 200, data: 'RIFF' },
    'POST /reviews/c1/vote': (body) => ({
      status: 200,
      data: { recordingId: 'c1', vote: body.vote, totalReviews: ++total },
    }),
    'POST /reviews/c2/vote': (body) => ({
      status: 200,
      data: { recordingId: 'c2', vote: body.vote, totalReviews: ++total },
    }),
    ...overrides,
  });
  return server;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/validate', element: <ValidatePage /> }], {
    initialEntries: ['/validate'],
  });
  render(<RouterProvider router={router} />);
}

/** The clip plays to its end (jsdom plays nothing, so the audio element says it ended). */
function hearToTheEnd() {
  const audio = document.querySelector('audio');
  expect(audio).not.toBeNull();
  act(() => void fireEvent.ended(audio!));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:clip');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server?.restore();
  server = null;
  vi.restoreAllMocks();
});

describe('the Listen page', () => {
  it('answers with the keyboard once the clip was heard: Y, then N with a reason, and counts the reviews', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('पहला वाक्य')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Does the recording match the text, clearly?' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Play' });
    const yes = screen.getByRole('button', { name: 'Yes' }) as HTMLButtonElement;
    expect(yes.disabled).toBe(true);
    await user.keyboard('y');
    expect(server!.calls).not.toContain('POST /reviews/c1/vote');

    hearToTheEnd();
    expect(screen.getByRole('status').textContent).toBe('Played to the end. You can answer now.');
    await waitFor(() => expect(yes.disabled).toBe(false));
    await user.keyboard('y');
    expect(await screen.findByText('दूसरा वाक्य')).toBeTruthy();
    expect(server!.bodies.get('POST /reviews/c1/vote')).toEqual({ vote: 'up' });
    expect(screen.getByTestId('review-progress').textContent).toBe(
      '1 review this session · 4 reviews in all',
    );

    await screen.findByRole('button', { name: 'Play' });
    hearToTheEnd();
    await user.keyboard('n');
    const group = await screen.findByRole('group', { name: 'Why not?' });
    expect(document.activeElement?.textContent).toBe('Different words');
    await user.click(screen.getByRole('button', { name: 'Wrong language' }));
    await waitFor(() =>
      expect(server!.bodies.get('POST /reviews/c2/vote')).toEqual({ vote: 'down', reason: 'wrong_language' }),
    );
    expect(group.isConnected).toBe(false);
    // Hindi has no more clips; Tamil, which the contributor knows, is offered.
    expect(await screen.findByText('Nothing left to review in Hindi just now.')).toBeTruthy();
    expect(screen.getByTestId('review-progress').textContent).toBe(
      '2 reviews this session · 5 reviews in all',
    );
    await user.click(screen.getByRole('button', { name: 'Tamil' }));
    expect(await screen.findByText('Nothing left to review in Tamil just now.')).toBeTruthy();
    expect(screen.getByText(/Nothing is waiting in your other languages either/)).toBeTruthy();
    // Two clips, each loaded, heard and answered: longer than the default 5 s on a loaded machine.
  }, 30_000);

  it('skips with S without listening, and the skip is not a review', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('पहला वाक्य');
    await user.keyboard('s');
    expect(await screen.findByText('दूसरा वाक्य')).toBeTruthy();
    expect(server!.bodies.get('POST /reviews/c1/vote')).toEqual({ vote: 'skip' });
    expect(screen.getByTestId('review-progress').textContent).toBe(
      '0 reviews this session · 4 reviews in all',
    );
  });

  it('says when a clip cannot be loaded, and loads it once asked again', async () => {
    let down = true;
    serve(undefined, {
      'GET /reviews/next': (_body, config) =>
        down
          ? { status: 500 }
          : config.params?.language === 'Hindi'
            ? { status: 200, data: clips[0] }
            : { status: 204 },
    });
    renderPage();
    const tryAgain = await screen.findByRole('button', { name: 'Try Again' });
    expect(screen.getByText('Could not load a recording to review.')).toBeTruthy();
    down = false;
    await userEvent.setup().click(tryAgain);
    expect(await screen.findByText('पहला वाक्य')).toBeTruthy();
  });

  it("says when the clip's audio cannot be loaded, and offers no answer", async () => {
    serve(undefined, { 'GET /reviews/c1/audio': { status: 500 } });
    renderPage();
    expect(await screen.findByText('The recording could not be loaded.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Yes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a contributor without languages to add them to the profile', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText(/Add the languages you know to your profile/)).toBeTruthy();
  });
});
