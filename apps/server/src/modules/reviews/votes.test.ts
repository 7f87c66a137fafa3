// POST /reviews/{id}/vote (issue 21): the refusals, the thresholds, the tokens that follow an outcome
// (the owner's reversal, the reviewers' rewards) and 20 votes on one clip at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '@dhvani/contract/reviews';
import { rowsOf } from '../../db/migrate.js';
import { bearer, registerAdmin, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { gradedClip, reviewOf, vote } from '../../../test/support/reviews.js';
import { ledgerProblems } from '../../../test/support/ledger-invariant.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

describe('votes', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let a: RegisteredUser;
  let b: RegisteredUser;
  let c: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, a, b, c] = await Promise.all([
      registerUser(t.app),
      registerUser(t.app),
      registerUser(t.app),
      registerUser(t.app),
    ]);
  }, 120_000);
  afterAll(async () => t.close());

  const clip = () => {
    t.clock.advance(1000);
    return gradedClip(t.app, owner);
  };
  async function ledger(where: ReturnType<typeof sql>) {
    return rowsOf<{ kind: string; amount: number; user_id: string }>(
      await t.app.db.execute(sql`SELECT kind, amount, user_id FROM token_ledger WHERE ${where} ORDER BY id`),
    );
  }
  const balance = async (user: RegisteredUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/current', headers: bearer(user.accessToken) })
    ).json().data.rewardTokens as number;

  it('refuses a vote on one’s own clip (403), a missing clip (404), a second vote (409) and a bad reason (400)', async () => {
    const id = await clip();
    const own = await vote(t.app, owner, id, { vote: 'up' });
    expect([own.statusCode, own.json().message]).toEqual([403, REVIEW_MESSAGES.ownClip]);

    const missing = await vote(t.app, a, '00000000-0000-4000-8000-000000000000', { vote: 'up' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, REVIEW_MESSAGES.notFound]);

    for (const body of [
      { vote: 'down', reason: 'boring' },
      { vote: 'up', reason: 'noise' },
      { vote: 'maybe' },
      {},
    ]) {
      const bad = await vote(t.app, a, id, body as never);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await reviewOf(t.app, owner, id)).review).toMatchObject({ upVotes: 0, downVotes: 0 });

    expect((await vote(t.app, a, id, { vote: 'down', reason: 'noise' })).statusCode).toBe(200);
    const twice = await vote(t.app, a, id, { vote: 'up' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, REVIEW_MESSAGES.alreadyVoted]);
    expect((await reviewOf(t.app, owner, id)).review).toMatchObject({ upVotes: 0, downVotes: 1 });
  });

  it('answers 404 for a clip deleted by an admin, and counts nothing', async () => {
    const id = await clip();
    const admin = await registerAdmin(t.app);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/recordings/admin/${id}`,
      headers: bearer(admin.accessToken),
    });
    expect(removed.statusCode).toBe(200);
    const res = await vote(t.app, a, id, { vote: 'up' });
    expect([res.statusCode, res.json().message]).toEqual([404, REVIEW_MESSAGES.notFound]);
  });

  it('validates a clip at two Yes votes and pays both reviewers', async () => {
    const id = await clip();
    const award = (await reviewOf(t.app, owner, id)).tokens!;
    const [ownerBefore, aBefore, bBefore] = await Promise.all([balance(owner), balance(a), balance(b)]);
    const first = await vote(t.app, a, id, { vote: 'up' });
    expect(first.json().data).toEqual({ recordingId: id, vote: 'up', totalReviews: expect.any(Number) });
    expect((await reviewOf(t.app, owner, id)).review).toMatchObject({ status: 'pending', upVotes: 1 });
    await vote(t.app, b, id, { vote: 'up' });
    expect((await reviewOf(t.app, owner, id)).review).toEqual({
      status: 'validated',
      upVotes: 2,
      downVotes: 0,
      reasons: [],
      decidedBy: 'reviewers',
    });
    expect(await balance(owner)).toBe(ownerBefore);
    expect(await ledger(sql`recording_id = ${id}`)).toEqual([
      { kind: 'award', amount: award, user_id: owner.user._id },
    ]);
    expect([await balance(a), await balance(b)]).toEqual([aBefore + 1, bBefore + 1]);
    // A late vote that disagrees changes nothing and earns nothing.
    const cBefore = await balance(c);
    expect((await vote(t.app, c, id, { vote: 'down', reason: 'other' })).statusCode).toBe(200);
    expect((await reviewOf(t.app, owner, id)).review).toMatchObject({ status: 'validated', downVotes: 1 });
    expect(await balance(c)).toBe(cBefore);
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it('rejects a clip at two No votes, reverses its award once and shows the reasons', async () => {
    const id = await clip();
    const award = (await reviewOf(t.app, owner, id)).tokens!;
    expect(award).toBeGreaterThan(0);
    const before = await balance(owner);
    await vote(t.app, a, id, { vote: 'down', reason: 'wrong_language' });
    await vote(t.app, b, id, { vote: 'down', reason: 'noise' });
    expect((await reviewOf(t.app, owner, id)).review).toEqual({
      status: 'rejected',
      upVotes: 0,
      downVotes: 2,
      reasons: ['wrong_language', 'noise'],
      decidedBy: 'reviewers',
    });
    expect(await balance(owner)).toBe(before - award);
    expect(await ledger(sql`recording_id = ${id}`)).toEqual([
      { kind: 'award', amount: award, user_id: owner.user._id },
      { kind: 'reversal', amount: -award, user_id: owner.user._id },
    ]);
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it('waits for a third vote after a tie, which decides', async () => {
    const id = await clip();
    await vote(t.app, a, id, { vote: 'up' });
    await vote(t.app, b, id, { vote: 'down', reason: 'cut_off' });
    expect((await reviewOf(t.app, owner, id)).review).toMatchObject({ status: 'pending' });
    await vote(t.app, c, id, { vote: 'down', reason: 'cut_off' });
    expect((await reviewOf(t.app, owner, id)).review).toMatchObject({
      status: 'rejected',
      upVotes: 1,
      downVotes: 2,
      reasons: ['cut_off'],
    });
  });

  it('skips count for nothing', async () => {
    const id = await clip();
    await vote(t.app, a, id, { vote: 'skip' });
    await vote(t.app, b, id, { vote: 'skip' });
    expect((await reviewOf(t.app, owner, id)).review).toMatchObject({
      status: 'pending',
      upVotes: 0,
      downVotes: 0,
    });
  });

  it('20 votes on one clip at the same moment change its status once and reverse its award once', async () => {
    const id = await clip();
    const award = (await reviewOf(t.app, owner, id)).tokens!;
    // One after the other: sign-ups hash passwords, and too many at once are turned away (429).
    const reviewers: RegisteredUser[] = [];
    for (let i = 0; i < 20; i++) reviewers.push(await registerUser(t.app));
    const totals = async () =>
      rowsOf<{ status: string; clips: number }>(
        await t.app.db.execute(
          sql`SELECT status, clips::int FROM review_totals WHERE language = 'Hindi' ORDER BY status`,
        ),
      );
    const before = await totals();
    const ownerBefore = await balance(owner);

    const answers = await Promise.all(
      reviewers.map((r) => vote(t.app, r, id, { vote: 'down', reason: 'noise' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));

    expect((await reviewOf(t.app, owner, id)).review).toMatchObject({ status: 'rejected', downVotes: 20 });
    expect(await ledger(sql`recording_id = ${id}`)).toEqual([
      { kind: 'award', amount: award, user_id: owner.user._id },
      { kind: 'reversal', amount: -award, user_id: owner.user._id },
    ]);
    expect(await balance(owner)).toBe(ownerBefore - award);
    // One status change: the running totals moved one clip from pending to rejected, no more.
    const after = await totals();
    const count = (rows: typeof before, status: string) => rows.find((r) => r.status === status)?.clips ?? 0;
    expect(count(after, 'pending')).toBe(count(before, 'pending') - 1);
    expect(count(after, 'rejected')).toBe(count(before, 'rejected') + 1);
    // Every vote agrees with the outcome and is paid exactly once.
    const rewards = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`
        SELECT count(*)::int AS n FROM token_ledger l JOIN review_votes v ON v.id = l.review_vote_id
        WHERE v.recording_id = ${id}`),
    );
    expect(rewards[0]?.n).toBe(20);
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });
});
