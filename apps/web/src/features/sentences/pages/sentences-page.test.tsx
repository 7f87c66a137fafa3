// The Sentences page (issue 32): a sentence that breaks a rule is answered with the rule before anything is
// sent; the server's refusal is worded the same way; a good one is sent with its dedication; reviewing answers
// one sentence at a time.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PendingSentence, ProposedSentence } from '@dhvani/contract/sentence-community';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { SentencesPage } from './sentences-page';

let server: FakeApi | null = null;
afterEach(() => server?.restore());

const GOOD = 'बाज़ार में आज सब्ज़ियाँ बहुत ताज़ी मिल रही थीं।';
const ID = 'a'.repeat(64);
const mine: ProposedSentence = {
  _id: ID,
  language: 'Hindi',
  domain: 'retail',
  text: GOOD,
  status: 'pending',
  approvals: 1,
  rejections: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
};

function renderPage() {
  render(
    <MemoryRouter>
      <SentencesPage />
    </MemoryRouter>,
  );
}

async function fill(sentence: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Language'), 'Hindi');
  await user.selectOptions(screen.getByLabelText('Domain'), 'retail');
  await user.type(screen.getByLabelText('Your sentence'), sentence);
  return user;
}

describe('SentencesPage', () => {
  it('names the rule a sentence breaks without sending it', async () => {
    server = fakeApi({ 'GET /sentences/mine': { status: 200, data: [] } });
    renderPage();
    const user = await fill('मेरे पास 5 किताबें हैं।');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Write numbers as words, not digits.')).toBeTruthy();
    expect(server.calls).not.toContain('POST /sentences');
  });

  it('sends a good sentence with its dedication, and shows it in "Your sentences"', async () => {
    let proposed = false;
    server = fakeApi({
      'GET /sentences/mine': () => ({ status: 200, data: proposed ? [mine] : [] }),
      'POST /sentences': () => {
        proposed = true;
        return { status: 201, data: mine };
      },
    });
    renderPage();
    const user = await fill(GOOD);
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(
      await screen.findByText('Tick the box to dedicate your sentence to the public domain.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Waiting for review (1 yes, 0 no)')).toBeTruthy();
    expect(server.bodies.get('POST /sentences')).toEqual({
      language: 'Hindi',
      domain: 'retail',
      sentence: GOOD,
      source: null,
      publicDomain: true,
    });
  });

  it('words the server’s refusal by its rule', async () => {
    server = fakeApi({
      'GET /sentences/mine': { status: 200, data: [] },
      'POST /sentences': {
        status: 400,
        message: 'This sentence cannot be added: the same sentence is already there.',
        code: 'sentence_rejected',
        params: { reason: 'duplicate' },
      },
    });
    renderPage();
    const user = await fill(GOOD);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('This sentence is already there.')).toBeTruthy();
  });

  it('reviews one sentence at a time, and says when none is left', async () => {
    const queue: PendingSentence[] = [
      {
        _id: ID,
        language: 'English',
        domain: 'retail',
        text: 'The shop opens early on Sundays.',
        source: 'Own',
        approvals: 0,
        rejections: 0,
      },
    ];
    let voted = false;
    server = fakeApi({
      'GET /sentences/mine': { status: 200, data: [] },
      'GET /sentences/review': () => ({ status: 200, data: voted ? [] : queue }),
      [`POST /sentences/${ID}/votes`]: () => {
        voted = true;
        return { status: 200, data: { _id: ID, status: 'pending', approvals: 1, rejections: 0 } };
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Check sentences' }));
    expect(await screen.findByText('The shop opens early on Sundays.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('review-none')).toBeTruthy();
    expect(server.bodies.get(`POST /sentences/${ID}/votes`)).toEqual({ approve: true });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Answer saved. Next sentence.'));
  });
});
