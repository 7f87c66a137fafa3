// Reporting the sentence being read (issue 32): the reason is chosen, the report names the sentence the server
// issued, and the contributor is thanked; a text the server did not issue has nothing to report.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { ReportSentence } from './report-sentence';

let server: FakeApi | null = null;
afterEach(() => server?.restore());

const TEXT = '3f0c6a8e-2b1d-4c5e-9f7a-1b2c3d4e5f60';
const SENTENCE = 'b'.repeat(64);

describe('ReportSentence', () => {
  it('reports the issued sentence with a reason and a note', async () => {
    server = fakeApi({
      [`GET /reading-texts/${TEXT}/sentences`]: {
        status: 200,
        data: { readingTextId: TEXT, sentences: [{ id: SENTENCE, text: 'बच्चे स्कूल जाते हैं।' }] },
      },
      [`POST /sentences/${SENTENCE}/reports`]: {
        status: 201,
        data: { _id: SENTENCE, reports: 1, held: false },
      },
    });
    render(<ReportSentence readingTextId={TEXT} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report this sentence' }));
    const send = screen.getByRole('button', { name: 'Send report' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Wrong spelling or grammar' }));
    await user.type(screen.getByLabelText('Anything else we should know? (optional)'), 'मात्रा');
    await user.click(send);
    expect(await screen.findByText('Thank you. The sentence has been reported.')).toBeTruthy();
    expect(server.bodies.get(`POST /sentences/${SENTENCE}/reports`)).toEqual({
      reason: 'spelling',
      note: 'मात्रा',
    });
  });

  it('says why a second report is refused', async () => {
    server = fakeApi({
      [`GET /reading-texts/${TEXT}/sentences`]: {
        status: 200,
        data: { readingTextId: TEXT, sentences: [{ id: SENTENCE, text: 'बच्चे स्कूल जाते हैं।' }] },
      },
      [`POST /sentences/${SENTENCE}/reports`]: {
        status: 409,
        message: 'You have already reported this sentence.',
      },
    });
    render(<ReportSentence readingTextId={TEXT} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report this sentence' }));
    await user.click(screen.getByRole('radio', { name: 'Offensive' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already reported this sentence.');
  });

  it('offers nothing for a text the server did not issue', () => {
    const { container } = render(<ReportSentence readingTextId={null} />);
    expect(container.textContent).toBe('');
  });
});
