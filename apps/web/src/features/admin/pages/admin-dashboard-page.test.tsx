import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRecording, AdminStats } from '@dhvani/contract/admin';
import { AppToaster } from '@/components/ui/toaster';
import { adminStats, anAdminRecording, anAdminUser, anEvaluation } from '@/test/contract-fixtures';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { AdminDashboardPage } from './admin-dashboard-page';
import { NOT_YET_IN_REVIEW } from '@dhvani/contract/reviews';

let server: FakeApi | null = null;

const stats: AdminStats = adminStats({
  totalUsers: 1204,
  totalRecordings: 15,
  totalTokensIssued: 310,
  totalDurationSeconds: 900,
  byLanguage: [
    { language: 'Hindi', count: 10 },
    { language: 'Tamil', count: 5 },
  ],
  byQuality: [{ quality: 'pending', count: 15 }],
  recordingsPerDay: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    count: i % 3,
  })),
});

function row(overrides: Partial<AdminRecording>): AdminRecording {
  return anAdminRecording({
    _id: 'r1',
    userId: 'u1',
    userName: 'Asha Verma',
    language: 'Hindi',
    domain: 'education',
    recordedVia: 'web',
    duration: 75,
    transcript: 'text',
    quality: null,
    reasons: [],
    reasonCodes: [],
    tokens: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    evaluatedAt: null,
    contributionId: null,
    review: NOT_YET_IN_REVIEW,
    ...overrides,
  });
}

const rows = [
  row({ _id: 'r1' }),
  row({ _id: 'r2', userName: null, quality: 'poor', reasons: ['Mostly silence.'], tokens: 3 }),
];

function serve(overrides: Partial<Parameters<typeof fakeApi>[0]> = {}) {
  server = fakeApi({
    'GET /users/admin/stats': { status: 200, data: stats },
    'GET /recordings/admin': (_b, config) => ({
      status: 200,
      data: rows,
      meta: { page: config.params?.page ?? 1, limit: 10, total: 15 },
    }),
    'GET /users/admin/users': {
      status: 200,
      data: [
        anAdminUser({
          _id: 'u1',
          name: 'Asha Verma',
          email: 'asha@example.test',
          phoneNo: '9876543210',
          role: 'user',
          createdAt: '2026-01-02T00:00:00.000Z',
          rewardTokens: 12,
          recordingCount: 4,
        }),
      ],
      meta: { page: 1, limit: 10, total: 1 },
    },
    ...overrides,
  });
  return server;
}

function renderAdmin() {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminDashboardPage /> },
      { path: '/auth/signin', element: <p>sign-in page</p> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>,
  );
  return router;
}

const listCalls = () => server!.calls.filter((c) => c === 'GET /recordings/admin').length;
const tableRows = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server?.restore();
  server = null;
  vi.restoreAllMocks();
});

describe('admin dashboard', () => {
  it('shows three stat cards, the per-day chart and the per-language breakdown', async () => {
    serve();
    renderAdmin();
    expect((await screen.findByText('Total Users')).parentElement?.textContent).toBe('Total Users1,204');
    expect(screen.getByText('Total Recordings').parentElement?.textContent).toBe('Total Recordings15');
    expect(screen.getByText('Tokens Issued').parentElement?.textContent).toBe('Tokens Issued310');
    expect(screen.getAllByTestId('day-bar')).toHaveLength(30);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      '30 recordings in all, at most 2 on one day',
    );
    const languages = screen.getByRole('region', { name: 'Recordings by language' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hindi10', 'Tamil5']);
  });

  it("lists a page of recordings: 'Unknown User', poor in red, Evaluate only when ungraded", async () => {
    serve();
    renderAdmin();
    const [first, second] = await tableRows();
    expect(within(first!).getByRole('button', { name: 'Evaluate' })).toBeTruthy();
    expect(within(first!).getAllByRole('cell')[3]?.textContent).toBe('1:15');
    expect(within(second!).getByText('Unknown User')).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: 'Evaluate' })).toBeNull();
    const badge = within(second!).getByText('Poor');
    expect(badge.className).toContain('text-danger-strong');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('asks the server for the next page and for filtered pages', async () => {
    serve();
    const user = userEvent.setup();
    renderAdmin();
    await tableRows();
    const params: unknown[] = [];
    server!.restore();
    serve({
      'GET /recordings/admin': (_b, config) => {
        params.push(config.params);
        return { status: 200, data: rows, meta: { page: 1, limit: 10, total: 15 } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('Language'), 'Tamil');
    await user.selectOptions(screen.getByLabelText('Quality'), 'pending');
    await waitFor(() => expect(params).toHaveLength(3));
    expect(params).toEqual([
      { page: 2, limit: 10 },
      { page: 1, limit: 10, language: 'Tamil' },
      { page: 1, limit: 10, language: 'Tamil', quality: 'pending' },
    ]);
  });

  it('finds a recording by the contribution ID its contributor read out, once the ID is whole', async () => {
    const params: unknown[] = [];
    serve({
      'GET /recordings/admin': (_b, config) => {
        params.push(config.params);
        return { status: 200, data: rows, meta: { page: 1, limit: 10, total: 2 } };
      },
    });
    const user = userEvent.setup();
    renderAdmin();
    await tableRows();
    await user.type(screen.getByLabelText('Contribution ID'), 'ds-7kq2-m9xa');
    await waitFor(() => expect(params).toHaveLength(2));
    expect(params).toEqual([
      { page: 1, limit: 10 },
      { page: 1, limit: 10, contributionId: 'DS-7KQ2-M9XA' },
    ]);
  });

  it('evaluates a recording, says so, and loads the list again', async () => {
    serve({
      'POST /recordings/admin/r1/evaluate': { status: 200, data: anEvaluation({ recordingId: 'r1' }) },
    });
    const user = userEvent.setup();
    renderAdmin();
    const [first] = await tableRows();
    const before = listCalls();
    await user.click(within(first!).getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByText('Recording evaluation initiated')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBe(before + 1));
  });

  it("shows the server's message when evaluation fails", async () => {
    // Deleted by another admin since the list loaded. (A row graded meanwhile is no failure: the server
    // answers 200 with its grade, decision 0031.)
    serve({ 'POST /recordings/admin/r1/evaluate': { status: 404, message: 'Recording not found.' } });
    const user = userEvent.setup();
    renderAdmin();
    const [first] = await tableRows();
    await user.click(within(first!).getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByText('Recording not found.')).toBeTruthy();
  });

  it('deletes only after the in-app confirmation, which says what goes, with the toasts', async () => {
    let fail = false;
    serve({
      'DELETE /recordings/admin/r2': () =>
        fail ? { status: 500 } : { status: 200, data: { recordingId: 'r2', tokensReversed: 3 } },
    });
    const user = userEvent.setup();
    renderAdmin();
    const second = (await tableRows())[1]!;
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this recording?',
    });
    const facts = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Contributor: 'Unknown User',
      Language: 'Hindi',
      Duration: '1:15',
      Grade: 'Poor',
      'Tokens to be reversed': '3',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server!.calls).not.toContain('DELETE /recordings/admin/r2');

    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete recording' }));
    expect(await screen.findByText('Recording deleted successfully')).toBeTruthy();
    fail = true;
    await user.click(within((await tableRows())[1]!).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete recording' }));
    expect(await screen.findByText('Failed to delete recording')).toBeTruthy();
  });

  it('shows the text that was read and a player that can seek, fetched when opened', async () => {
    serve({
      'GET /recordings/r1/audio': {
        status: 200,
        data: new Blob(['RIFF']),
        breaksContract: 'audio, not JSON',
      },
    });
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:recording');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderAdmin();
    const first = (await tableRows())[0]!;
    expect(server!.calls).not.toContain('GET /recordings/r1/audio');
    await user.click(within(first).getByText('Show text and player'));
    expect(within(first).getByText('text')).toBeTruthy();
    await waitFor(() => expect(first.querySelector('audio[controls]')).not.toBeNull());
    expect(server!.calls).toContain('GET /recordings/r1/audio');
  });

  it('shows users and filters the recordings by one of them', async () => {
    serve();
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('tab', { name: 'Users' }));
    const usersTable = await screen.findByRole('table');
    expect(within(usersTable).getByText('asha@example.test')).toBeTruthy();
    await user.click(within(usersTable).getByRole('button', { name: /Show the 4 recordings of Asha Verma/ }));
    expect(await screen.findByText('User: Asha Verma')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All Recordings' })).toBeTruthy();
  });

  it.each([401, 403])('on %i says access is denied and goes to sign-in', async (status) => {
    serve({ 'GET /users/admin/stats': { status, message: 'nope' } });
    const router = renderAdmin();
    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
  });

  it("shows 'Failed to load admin data' with Try Again", async () => {
    let fail = true;
    serve({ 'GET /users/admin/stats': () => (fail ? { status: 500 } : { status: 200, data: stats }) });
    const user = userEvent.setup();
    renderAdmin();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load admin data');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Total Users')).toBeTruthy();
  });
});
