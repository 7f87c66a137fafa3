import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/i18n-store';
import { queryClient } from '@/lib/query-client';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { TokensExplained } from './tokens-explained';

let server: FakeApi | null = null;
afterEach(async () => {
  server?.restore();
  server = null;
  queryClient.clear();
  await setLocale('en');
});

const serve = (text: string | null, texts: Record<string, string> = {}) =>
  (server = fakeApi({ 'GET /rewards/about': { status: 200, data: { text, texts } } }));

describe('what tokens are and what they can become (issue 33)', () => {
  it('says plainly that nothing is offered yet when the operator wrote nothing', async () => {
    serve(null);
    render(<TokensExplained />);
    expect(screen.getByText(/Tokens are points that show how much you have contributed/)).toBeTruthy();
    await waitForCall();
    expect(screen.getByTestId('token-rewards').textContent).toMatch(/has not announced any rewards yet/);
  });

  it("shows the operator's text for the language, else their text for every language", async () => {
    serve('100 tokens become a ₹50 recharge.', { hi: '100 टोकन पर ₹50 का रिचार्ज।' });
    const { unmount } = render(<TokensExplained />);
    expect(await screen.findByText('100 tokens become a ₹50 recharge.')).toBeTruthy();
    unmount();
    await setLocale('hi', ['common']);
    render(<TokensExplained />);
    const text = await screen.findByText('100 टोकन पर ₹50 का रिचार्ज।');
    expect(text.getAttribute('lang')).toBe('hi');
  });
});

async function waitForCall() {
  await expect.poll(() => server?.calls).toEqual(['GET /rewards/about']);
}
