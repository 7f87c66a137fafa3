// The admin's Sentences tab (issue 32): the dry run's report with a reason and examples per kind of bad line,
// Import of a checked file, and the warning where a language and domain run short of fresh sentences.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import type { SentenceOverview } from '@dhvani/contract/sentence-admin';
import type { SentenceImport } from '@dhvani/contract/sentence-imports';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { SentencesPanel } from './sentences-panel';

let server: FakeApi | null = null;
afterEach(() => server?.restore());

const ID = '3f0c6a8e-2b1d-4c5e-9f7a-1b2c3d4e5f60';
const checked: SentenceImport = {
  _id: ID,
  fileName: 'hindi.txt',
  language: 'Hindi',
  domain: 'healthcare',
  source: 'Pustak',
  licence: 'CC0-1.0',
  review: false,
  state: 'checked',
  sizeBytes: 1200,
  progress: null,
  report: {
    format: 'txt',
    lines: 12,
    accepted: 3,
    rejected: { digits: 1, duplicate: 2, bad_row: 1 },
    examples: [
      { reason: 'digits', line: 8, text: 'मेरे पास 5 किताबें हैं।' },
      { reason: 'duplicate', line: 10, text: 'दोहराया वाक्य' },
    ],
  },
  imported: null,
  duplicatesAtImport: null,
  error: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  checkedAt: '2026-11-28T10:00:05.000Z',
  importedAt: null,
};

const overview: SentenceOverview = {
  maxRecordings: 3,
  freshWarning: 100,
  rows: RECORDING_LANGUAGES.flatMap((language) =>
    DOMAINS.map((domain) => ({
      language,
      domain,
      validated: 120,
      fresh: language === 'Hindi' && domain === 'retail' ? 12 : 110,
      atCap: 0,
      pending: 0,
      reported: 0,
      held: 0,
      short: language === 'Hindi' && domain === 'retail',
    })),
  ),
  speakerSplits: RECORDING_LANGUAGES.map((language) => ({
    language,
    speakers: { train: 8, dev: 1, test: 1 },
  })),
};

describe('SentencesPanel', () => {
  it('shows the dry run per reason with examples, and imports the checked file', async () => {
    let state: SentenceImport = checked;
    server = fakeApi({
      'GET /admin/sentence-imports': () => ({ status: 200, data: [state] }),
      'GET /admin/sentences/overview': { status: 200, data: overview },
      'GET /admin/sentences/reported': { status: 200, data: [] },
      [`POST /admin/sentence-imports/${ID}/import`]: () => {
        state = { ...checked, state: 'imported', imported: 3, duplicatesAtImport: 0 };
        return { status: 200, data: { ...checked, state: 'importing' } };
      },
    });
    render(
      <MemoryRouter>
        <SentencesPanel />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('import-summary')).textContent).toBe(
      '12 lines: 3 sentences can be added.',
    );
    const digits = document.querySelector('[data-reason="digits"]') as HTMLElement;
    expect(digits.textContent).toContain('Write numbers as words, not digits.');
    expect(within(digits).getByText(/line 8/).textContent).toContain('मेरे पास 5 किताबें हैं।');
    expect(document.querySelector('[data-reason="bad_row"]')?.textContent).toContain(
      'The row cannot be read',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import 3 sentences' }));
    expect((await screen.findByTestId('import-result')).textContent).toBe(
      '3 sentences added, accepted at once.',
    );
    expect(screen.getByTestId('sentences-short').textContent).toContain(
      '1 language and domain has fewer than 100',
    );
  });

  it('refuses to upload without a file or a source, naming what is missing', async () => {
    server = fakeApi({
      'GET /admin/sentence-imports': { status: 200, data: [] },
      'GET /admin/sentences/overview': { status: 200, data: overview },
      'GET /admin/sentences/reported': { status: 200, data: [] },
    });
    render(
      <MemoryRouter>
        <SentencesPanel />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Choose a file to import.')).toBeTruthy();
    await user.upload(
      screen.getByLabelText('File'),
      new File(['एक दो तीन'], 'a.txt', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Say where the text comes from.')).toBeTruthy();
    expect(server.calls).not.toContain('POST /admin/sentence-imports');
  });
});
