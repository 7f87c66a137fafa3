// GET /admin/reviews/read-check (issue 35): per language, how often the read-check's verdict agreed with what
// reviewers' votes decided. Clips go through the real upload, grading and vote routes; only their verdict is
// set by hand, so each cell of the 2×2 holds a known number whatever the check heard in the test's speech.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import type { ReadCheckOutcome } from '@dhvani/contract/read-check';
import { bearer, registerAdmin, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { gradedClip, reviewOf, vote } from '../../../test/support/reviews.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

const URL = '/api/v1/admin/reviews/read-check';
const none = { validated: 0, rejected: 0 };

describe('the read-check’s agreement with reviewers', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let owner: RegisteredUser;
  let first: RegisteredUser;
  let second: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, owner, first, second] = await Promise.all([
      registerAdmin(t.app),
      registerUser(t.app),
      registerUser(t.app),
      registerUser(t.app),
    ]);
  }, 120_000);
  afterAll(async () => t.close());

  const agreement = async (as: RegisteredUser | null = admin) =>
    t.app.inject({ method: 'GET', url: URL, headers: as ? bearer(as.accessToken) : {} });

  /** A graded clip of `language` whose read-check verdict is `outcome`, decided by two votes or waiting. */
  async function clip(
    language: string,
    outcome: ReadCheckOutcome,
    votes: 'up' | 'down' | 'none',
    kind: 'speech' | 'tone' = 'speech',
  ) {
    t.clock.advance(1000);
    const id = await gradedClip(t.app, owner, { language, kind });
    await t.app.db.execute(sql`UPDATE recordings SET read_check_outcome = ${outcome} WHERE id = ${id}`);
    if (votes !== 'none') {
      const body =
        votes === 'up' ? { vote: 'up' as const } : { vote: 'down' as const, reason: 'other' as const };
      for (const reviewer of [first, second])
        expect((await vote(t.app, reviewer, id, body)).statusCode).toBe(200);
      expect((await reviewOf(t.app, owner, id)).review).toMatchObject({
        status: votes === 'up' ? 'validated' : 'rejected',
        decidedBy: 'reviewers',
      });
    }
    return id;
  }

  it('shows every language with nothing decided before any vote', async () => {
    const res = await agreement();
    expect(res.statusCode).toBe(200);
    // espeak-ng is installed here and READ_CHECK is unset: the check is on, as GET /health says.
    expect(res.json().data.state).toBe('on');
    expect(res.json().data.languages).toEqual(
      RECORDING_LANGUAGES.map((language) => ({
        language,
        saysText: none,
        mismatch: none,
        decided: 0,
        agreement: null,
        waiting: 0,
      })),
    );
  });

  it('counts the check’s verdict against the reviewers’ decision, per language, and what still waits', async () => {
    // Hindi: the check agrees on 3 of 5 decided clips (2 readings validated, 1 wrong text rejected).
    await clip('Hindi', 'says-text', 'up');
    await clip('Hindi', 'says-text', 'up');
    await clip('Hindi', 'says-text', 'down');
    await clip('Hindi', 'different-text', 'down');
    await clip('Hindi', 'extra-speech', 'up');
    await clip('Hindi', 'stopped-early', 'none');
    await clip('Hindi', 'says-text', 'none');
    // Not counted: a clip the check did not compare, one an admin decided, one triage rejected unheard.
    await clip('Hindi', 'not-speech', 'none');
    const ruled = await clip('Hindi', 'different-text', 'none');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/reviews/${ruled}/status`,
      payload: { status: 'rejected' },
      headers: bearer(admin.accessToken),
    });
    expect(put.statusCode).toBe(200);
    const triaged = await clip('Hindi', 'different-text', 'none', 'tone');
    expect((await reviewOf(t.app, owner, triaged)).review).toMatchObject({ decidedBy: 'analyser' });
    // Tamil: one clip, the check said a mismatch and reviewers kept it.
    await clip('Tamil', 'stopped-early', 'up');

    const { languages } = (await agreement()).json().data;
    const row = (language: string) => languages.find((l: { language: string }) => l.language === language);
    expect(row('Hindi')).toEqual({
      language: 'Hindi',
      saysText: { validated: 2, rejected: 1 },
      mismatch: { validated: 1, rejected: 1 },
      decided: 5,
      agreement: 0.6,
      waiting: 2,
    });
    expect(row('Tamil')).toEqual({
      language: 'Tamil',
      saysText: none,
      mismatch: { validated: 1, rejected: 0 },
      decided: 1,
      agreement: 0,
      waiting: 0,
    });
    expect(row('Bengali')).toMatchObject({ decided: 0, agreement: null, waiting: 0 });
  });

  it('is for admins only: a contributor gets 403, anyone signed out 401', async () => {
    expect((await agreement(owner)).statusCode).toBe(403);
    expect((await agreement(null)).statusCode).toBe(401);
  });
});

describe('the read-check’s state beside its agreement (decision 0044)', () => {
  // The state the admin reads is the one GET /health reports: from the operator's setting and espeak-ng.
  it.each([
    ['off', { READ_CHECK: 'off' }],
    ['unavailable', { ESPEAK_NG_PATH: '/nonexistent/espeak-ng' }],
  ])(
    'says %s when the server runs without the check',
    async (state, env) => {
      const t = await createTestApp(env);
      try {
        const admin = await registerAdmin(t.app);
        const res = await t.app.inject({ method: 'GET', url: URL, headers: bearer(admin.accessToken) });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.state).toBe(state);
        const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
        expect(health.json().data.readCheck).toBe(state);
      } finally {
        await t.close();
      }
    },
    120_000,
  );
});
