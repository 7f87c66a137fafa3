import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { DEFAULT_REVIEW_SETTINGS } from '@dhvani/contract/reviews';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { ReviewPanel } from './review-panel';

const ID = '3f2a6c1e-8d4b-4c2a-9e1f-0a1b2c3d4e5f';
let server: FakeApi | null = null;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server = fakeApi({
    'GET /admin/reviews/overview': {
      status: 200,
      data: {
        languages: [
          {
            language: 'Hindi',
            pendingHours: 1.5,
            validatedHours: 12.25,
            rejectedHours: 0.75,
            topSpeakersShare: 0.42,
            knownAnswerClips: 3,
          },
        ],
      },
    },
    'GET /admin/reviews/reviewers': {
      status: 200,
      data: [
        { userId: 'u1', name: 'Asha', reviews: 40, knownAnswers: 5, agreed: 5, agreement: 1, flagged: false },
        { userId: 'u2', name: 'Ravi', reviews: 9, knownAnswers: 5, agreed: 1, agreement: 0.2, flagged: true },
      ],
      meta: { page: 1, limit: 20, total: 2 },
    },
    'GET /admin/reviews/settings': { status: 200, data: DEFAULT_REVIEW_SETTINGS },
    // Nothing decided yet: the read-check section shows its empty state, not a third table.
    'GET /admin/reviews/read-check': {
      status: 200,
      data: {
        state: 'on',
        languages: RECORDING_LANGUAGES.map((language) => ({
          language,
          saysText: { validated: 0, rejected: 0 },
          mismatch: { validated: 0, rejected: 0 },
          decided: 0,
          agreement: null,
          waiting: 0,
        })),
      },
    },
    [`PUT /admin/reviews/${ID}/status`]: (body) => ({
      status: 200,
      data: {
        recordingId: ID,
        status: body.status,
        upVotes: 0,
        downVotes: 0,
        reasons: [body.reason],
        decidedBy: 'admin',
        knownAnswer: null,
      },
    }),
  });
});
afterEach(() => {
  server?.restore();
  vi.restoreAllMocks();
});

describe('the admin Review panel', () => {
  it('shows hours per language, the top speakers’ share and reviewers’ agreement', async () => {
    render(<ReviewPanel onDenied={() => {}} />);
    const [languages, reviewers] = await screen.findAllByRole('table');
    const hindi = within(languages!).getAllByRole('row')[1]!;
    expect(
      within(hindi)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Hindi', '1.50', '12.25', '0.75', '42 %', '3']);
    const ravi = within(reviewers!).getAllByRole('row')[2]!;
    expect(
      within(ravi)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ravi', '9', '1 of 5', '20 %', 'Not counted (low agreement)']);
  });

  it('sets a clip’s status by hand, with a reason', async () => {
    const user = userEvent.setup();
    render(<ReviewPanel onDenied={() => {}} />);
    await user.type(screen.getByLabelText('Recording ID'), ID);
    await user.selectOptions(screen.getByLabelText('Action'), 'rejected');
    await user.selectOptions(screen.getByLabelText('Reason'), 'wrong_language');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Now: rejected/)).toBeTruthy();
    expect(server!.bodies.get(`PUT /admin/reviews/${ID}/status`)).toEqual({
      status: 'rejected',
      reason: 'wrong_language',
    });
  });

  it('shows the read-check’s agreement with reviewers under its own heading', async () => {
    render(<ReviewPanel onDenied={() => {}} />);
    const section = (await screen.findByRole('heading', { name: 'Read-check against reviewers' })).closest(
      'section',
    )!;
    expect(
      await within(section).findByText('Reviewers have not decided any clip the read-check heard yet.'),
    ).toBeTruthy();
    expect(
      within(section).getByText('The read-check is on: every clip graded now is compared with its text.'),
    ).toBeTruthy();
  });

  it('offers the rules’ numbers beside the figures', async () => {
    render(<ReviewPanel onDenied={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Review rules' })).toBeTruthy();
    expect((screen.getByLabelText('Votes that decide a clip') as HTMLInputElement).value).toBe(
      String(DEFAULT_REVIEW_SETTINGS.minVotes),
    );
  });

  it('opens on the recording a row’s Review button chose', async () => {
    render(<ReviewPanel onDenied={() => {}} recordingId={ID} />);
    expect((screen.getByLabelText('Recording ID') as HTMLInputElement).value).toBe(ID);
    await screen.findAllByRole('table');
  });
});
