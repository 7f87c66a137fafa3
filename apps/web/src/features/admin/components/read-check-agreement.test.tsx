import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import type { ReadCheckAgreement, ReadCheckState } from '@dhvani/contract/read-check';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { ReadCheckAgreementSection, useReadCheckAgreement } from './read-check-agreement';

type Row = ReadCheckAgreement['languages'][number];
const none = { validated: 0, rejected: 0 };
let server: FakeApi | null = null;

/** The server's answer: every language, nothing checked, except the rows given; the check on unless said. */
function answer(rows: Partial<Record<Row['language'], Omit<Row, 'language'>>>, state: ReadCheckState = 'on') {
  server = fakeApi({
    'GET /admin/reviews/read-check': {
      status: 200,
      data: {
        state,
        languages: RECORDING_LANGUAGES.map((language) => ({
          language,
          saysText: none,
          mismatch: none,
          decided: 0,
          agreement: null,
          waiting: 0,
          ...rows[language],
        })),
      },
    },
  });
}

function Section() {
  return <ReadCheckAgreementSection agreement={useReadCheckAgreement(() => {})} />;
}

afterEach(() => {
  server?.restore();
  server = null;
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the read-check against reviewers', () => {
  it('shows, per language with checked clips, the 2×2, the agreement and what still waits', async () => {
    answer({
      Hindi: {
        saysText: { validated: 1200, rejected: 30 },
        mismatch: { validated: 12, rejected: 58 },
        decided: 1300,
        agreement: 0.968,
        waiting: 41,
      },
      Tamil: { saysText: none, mismatch: none, decided: 0, agreement: null, waiting: 3 },
    });
    render(<Section />);
    const table = await screen.findByRole('table');
    const [head, hindi, tamil, ...rest] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Language',
      'Says its text, validated',
      'Says its text, rejected',
      'Mismatch, validated',
      'Mismatch, rejected',
      'Decided by votes',
      'Agreement',
      'Waiting for votes',
    ]);
    expect(cellsOf(hindi!)).toEqual(['Hindi', '1,200', '30', '12', '58', '1,300', '97 %', '41']);
    // Checked clips waiting, none decided yet: listed, with no agreement to show.
    expect(cellsOf(tamil!)).toEqual(['Tamil', '0', '0', '0', '0', '0', '--', '3']);
    // Languages with no checked clip at all are left out.
    expect(rest).toEqual([]);
    expect(
      screen.getByText(/The two agree when a clip the check heard saying its text was validated/),
    ).toBeTruthy();
  });

  it('says so when reviewers have decided nothing the check heard, and how many clips wait', async () => {
    answer({ Bengali: { saysText: none, mismatch: none, decided: 0, agreement: null, waiting: 2 } });
    render(<Section />);
    expect(
      await screen.findByText(
        'Reviewers have not decided any clip the read-check heard yet. 2 checked clips are waiting for votes.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says only that when nothing has been checked at all', async () => {
    answer({});
    render(<Section />);
    expect(
      await screen.findByText('Reviewers have not decided any clip the read-check heard yet.'),
    ).toBeTruthy();
  });

  it('says in plain words that the check is on', async () => {
    answer({});
    render(<Section />);
    expect(
      await screen.findByText('The read-check is on: every clip graded now is compared with its text.'),
    ).toBeTruthy();
  });

  it('says the operator turned it off, what that means here and how to turn it on', async () => {
    answer({}, 'off');
    render(<Section />);
    const notice = await screen.findByText(/The read-check is turned off by the operator \(READ_CHECK=off\)/);
    expect(notice.textContent).toContain('stored as not checked, so they are not counted here');
    expect(notice.textContent).toContain('remove READ_CHECK=off from the server');
    expect(screen.queryByText(/The read-check is on/)).toBeNull();
  });

  it('says it is unavailable without espeak-ng, and what to do, beside the figures it still has', async () => {
    answer(
      {
        Hindi: {
          saysText: { validated: 4, rejected: 0 },
          mismatch: none,
          decided: 4,
          agreement: 1,
          waiting: 0,
        },
      },
      'unavailable',
    );
    render(<Section />);
    const notice = await screen.findByText(/The read-check is unavailable: espeak-ng is not installed/);
    expect(notice.textContent).toContain('install espeak-ng (sudo apt-get install espeak-ng');
    expect(notice.textContent).toContain('set ESPEAK_NG_PATH');
    // Clips checked before it went missing are still counted.
    expect(cellsOf(within(screen.getByRole('table')).getAllByRole('row')[1]!)).toEqual([
      'Hindi',
      '4',
      '0',
      '0',
      '0',
      '4',
      '100 %',
      '0',
    ]);
  });
});
