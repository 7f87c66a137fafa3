import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

// GET /rewards/about (issue 33): what tokens can become, in the operator's words, for anyone to read.
describe('GET /rewards/about', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const start = async (env: Record<string, string> = {}) => {
    const t = await createTestApp(env);
    apps.push(t);
    return t;
  };

  it('answers nothing set when the operator wrote nothing, so clients show their default text', async () => {
    const t = await start();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rewards/about' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ text: null, texts: {} });
  });

  it('answers the text for every language and the ones written for one language', async () => {
    const t = await start({
      TOKEN_REWARDS_TEXT: '  100 tokens become a ₹50 mobile recharge, once a month.  ',
      TOKEN_REWARDS_TEXT_HI: '100 टोकन पर ₹50 का मोबाइल रिचार्ज, महीने में एक बार।',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rewards/about' });
    expect(res.json().data).toEqual({
      text: '100 tokens become a ₹50 mobile recharge, once a month.',
      texts: { hi: '100 टोकन पर ₹50 का मोबाइल रिचार्ज, महीने में एक बार।' },
    });
  });

  it('refuses to start with an empty or overlong text, naming the variable', async () => {
    await expect(start({ TOKEN_REWARDS_TEXT_TA: '   ' })).rejects.toThrow(/TOKEN_REWARDS_TEXT_TA/);
    await expect(start({ TOKEN_REWARDS_TEXT: 'x'.repeat(1001) })).rejects.toThrow(/TOKEN_REWARDS_TEXT/);
  });
});
