import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordingItem } from '@dhvani/contract/recordings';
import { aRecording, contributionStats, incentives } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { DashboardPage } from './dashboard-page';

let server: FakeApi | null = null;

// A recording of the contributor's list, as the contract makes it (test/contract-fixtures.ts).
const recording = (overrides: Partial<RecordingItem>): RecordingItem => aRecording(overrides);

const graded = recording({
  _id: 'r1',
  contributionId: 'DS-7KQ2-M9XA',
  quality: 'excellent',
  reasons: ['Clear speech for most of the clip.'],
  tokens: 22,
});
const pending = recording({
  _id: 'r2',
  language: 'Tamil',
  duration: 9,
  createdAt: '2026-03-06T10:00:00.000Z',
});
const page2 = recording({ _id: 'r6', language: 'Odia', createdAt: '2026-01-01T10:00:00.000Z' });

let recordingParams: unknown[] = [];

function serve(overrides: Partial<Parameters<typeof fakeApi>[0]> = {}) {
  server = fakeApi({
    'GET /users/contribution-stats': {
      status: 200,
      data: contributionStats({ totalRecordings: 6, totalDurationSeconds: 150, languages: 3 }),
    },
    'GET /users/incentives': {
      status: 200,
      data: incentives({
        tokens: [{ recordingId: 'r1', amount: 22, kind: 'award', createdAt: graded.createdAt }],
        totalTokens: 22,
      }),
    },
    'GET /reviews/summary': { status: 200, data: { totalReviews: 7, languages: [] } },
    'GET /users/recordings': (_body, config) => {
      recordingParams.push(config.params);
      return {
        status: 200,
        data: config.params?.page === 2 ? [page2] : [graded, pending],
        meta: { page: config.params?.page ?? 1, limit: 5, total: 6 },
      };
    },
    ...overrides,
  });
  return server;
}

function renderDashboard() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/qr-recording', element: <p>recording flow</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server?.restore();
  server = null;
  vi.restoreAllMocks();
});

describe('contributor dashboard', () => {
  it('shows the four figures of SPEC §9', async () => {
    serve();
    renderDashboard();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const card = async (label: string) => (await screen.findByText(label)).parentElement?.textContent;
    expect(await card('Total Recordings')).toBe('Total Recordings6');
    // 150 s / 60 = 2.5, rounded
    expect(await card('Minutes Contributed')).toBe('Minutes Contributed3');
    expect(await card('Languages')).toBe('Languages3');
    expect(await card('Tokens Earned')).toBe('Tokens Earned22');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    // Tokens and minutes lead, in the summary at the top.
    const summary = screen.getByRole('region', { name: 'Your contribution' });
    expect(within(summary).getByText('Tokens Earned')).toBeTruthy();
    expect(within(summary).getByText('Minutes Contributed')).toBeTruthy();
  });

  it('with no recordings yet, says so and offers New Recording right there', async () => {
    serve({
      'GET /users/recordings': () => ({ status: 200, data: [], meta: { page: 1, limit: 5, total: 0 } }),
    });
    renderDashboard();
    expect(
      await screen.findByText('No recordings yet. Make your first one with New Recording.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New Recording' })).toHaveLength(2);
  });

  it('lists recordings with date, m:ss, source, real grade or Pending, tokens or --, play and reasons', async () => {
    serve();
    renderDashboard();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // The first cell also shows the ID the Thank You step showed, so support can find the recording by it.
    expect(cells(rows[0]!).slice(0, 5)).toEqual([
      '5 Mar 2026Contribution ID: DS-7KQ2-M9XA',
      'Hindi',
      'Healthcare',
      '1:05',
      'Web',
    ]);
    expect(cells(rows[1]!)[0]).toBe('6 Mar 2026');
    expect(cells(rows[0]!)[5]).toContain('Excellent');
    expect(cells(rows[0]!)[7]).toBe('22');
    expect(cells(rows[1]!)[3]).toBe('0:09');
    expect(cells(rows[1]!)[5]).toBe('Pending');
    expect(cells(rows[1]!)[7]).toBe('--');
    expect(within(rows[0]!).getByRole('button', { name: /^Play recording/ })).toBeTruthy();
    expect(within(rows[0]!).getByText('Clear speech for most of the clip.')).toBeTruthy();
  });

  it('shows each recording’s review state, the reasons of a rejection, reversed tokens and reviews given', async () => {
    const validated = recording({
      _id: 'r3',
      quality: 'good',
      tokens: 12,
      review: { status: 'validated', upVotes: 2, downVotes: 0, reasons: [], decidedBy: 'reviewers' },
    });
    const rejected = recording({
      _id: 'r4',
      quality: 'good',
      tokens: 12,
      review: {
        status: 'rejected',
        upVotes: 0,
        downVotes: 2,
        reasons: ['wrong_language', 'noise'],
        decidedBy: 'reviewers',
      },
    });
    const triaged = recording({
      _id: 'r5',
      quality: 'poor',
      tokens: 0,
      review: { status: 'rejected', upVotes: 0, downVotes: 0, reasons: ['silence'], decidedBy: 'analyser' },
    });
    serve({
      'GET /users/incentives': {
        status: 200,
        data: {
          tokens: [
            { recordingId: 'r4', amount: -12, kind: 'reversal', createdAt: '2026-03-07T10:00:00.000Z' },
            { recordingId: 'r4', amount: 12, kind: 'award', createdAt: '2026-03-05T10:00:00.000Z' },
            { recordingId: 'r3', amount: 12, kind: 'award', createdAt: '2026-03-05T10:00:00.000Z' },
          ],
          totalTokens: 12,
        },
      },
      'GET /users/recordings': {
        status: 200,
        data: [pending, validated, rejected, triaged],
        meta: { page: 1, limit: 5, total: 4 },
      },
    });
    renderDashboard();
    const table = await screen.findByRole('table');
    const [inReview, ok, no, auto] = within(table).getAllByRole('row').slice(1);
    const reviewCell = (row: HTMLElement) => within(row).getAllByRole('cell')[6]!.textContent;
    expect(reviewCell(inReview!)).toBe('In review');
    expect(reviewCell(ok!)).toBe('Validated2 yes, 0 no');
    expect(reviewCell(no!)).toBe('Rejected0 yes, 2 noWrong languageNoise or echoTokens reversed');
    expect(reviewCell(auto!)).toBe('RejectedRejected by the automatic checkMostly silence');
    expect((await screen.findByText('Reviews Given')).parentElement?.textContent).toBe('Reviews Given7');
    expect(screen.getByRole('link', { name: "Listen to others' recordings" }).getAttribute('href')).toBe(
      '/validate',
    );
  });

  it('pages five at a time on the server, counting pages from the list meta', async () => {
    recordingParams = [];
    serve();
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Odia')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(recordingParams).toEqual([
      { page: 1, limit: 5 },
      { page: 2, limit: 5 },
    ]);
  });

  it('links New Recording to the recording flow', async () => {
    serve();
    const user = userEvent.setup();
    const router = renderDashboard();
    await user.click(screen.getByRole('link', { name: 'New Recording' }));
    expect(router.state.location.pathname).toBe('/qr-recording');
  });

  it("shows the server's message or 'Failed to load dashboard data', and Try Again loads again", async () => {
    let fail = true;
    serve({
      'GET /users/incentives': () =>
        fail ? { status: 500 } : { status: 200, data: { tokens: [], totalTokens: 0 } },
    });
    const user = userEvent.setup();
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load dashboard data');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table')).toBeTruthy();

    server?.restore();
    serve({ 'GET /users/contribution-stats': { status: 503, message: 'Database is busy' } });
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain('Database is busy');
  });
});
