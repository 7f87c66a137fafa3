// The admin's side of peer review (issue 21): known-answer clips and reviewer agreement, a status set by
// hand (audited, with its tokens), the rules' numbers, and the Review panel's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_REVIEW_SETTINGS, REVIEW_MESSAGES } from '@dhvani/contract/reviews';
import { rowsOf } from '../../db/migrate.js';
import { bearer, registerAdmin, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { gradedClip, nextClip, reviewOf, vote } from '../../../test/support/reviews.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

describe('peer review for admins', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let owner: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, owner] = await Promise.all([registerAdmin(t.app), registerUser(t.app)]);
  }, 120_000);
  afterAll(async () => t.close());

  const speaker = (language: string) =>
    registerUser(t.app, { motherTongue: language, knownLanguages: language });
  async function clip(language = 'Hindi', who = owner) {
    t.clock.advance(1000);
    return gradedClip(t.app, who, { language });
  }
  const put = (url: string, payload: object, as = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/reviews${url}`,
      payload,
      headers: bearer(as.accessToken),
    });
  const get = (url: string, as = admin) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(as.accessToken) });
  const settings = (changes: object) => put('/settings', { ...DEFAULT_REVIEW_SETTINGS, ...changes });
  const audited = async (recordingId: string) =>
    rowsOf<{ action: string; details: Record<string, unknown> }>(
      await t.app.db.execute(
        sql`SELECT action, details FROM admin_audit WHERE recording_id = ${recordingId} ORDER BY id`,
      ),
    );

  it('sets a clip’s status by hand, audited, taking the award back and giving it back once', async () => {
    const id = await clip();
    const award = (await reviewOf(t.app, owner, id)).tokens!;
    const rejected = await put(`/${id}/status`, { status: 'rejected', reason: 'wrong_language' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toEqual({
      recordingId: id,
      status: 'rejected',
      upVotes: 0,
      downVotes: 0,
      reasons: ['wrong_language'],
      decidedBy: 'admin',
      knownAnswer: null,
    });
    const kinds = async () =>
      rowsOf<{ kind: string; amount: number }>(
        await t.app.db.execute(
          sql`SELECT kind, amount FROM token_ledger WHERE recording_id = ${id} ORDER BY id`,
        ),
      );
    expect(await kinds()).toEqual([
      { kind: 'award', amount: award },
      { kind: 'reversal', amount: -award },
    ]);
    expect((await put(`/${id}/status`, { status: 'validated' })).json().data.status).toBe('validated');
    expect(await kinds()).toEqual([
      { kind: 'award', amount: award },
      { kind: 'reversal', amount: -award },
      { kind: 'reinstatement', amount: award },
    ]);
    const again = await put(`/${id}/status`, { status: 'rejected' });
    expect([again.statusCode, again.json().message]).toEqual([409, REVIEW_MESSAGES.reinstatedOnce]);
    expect((await audited(id)).map((a) => [a.action, a.details.status, a.details.from])).toEqual([
      ['review.status', 'rejected', 'pending'],
      ['review.status', 'validated', 'rejected'],
    ]);
    expect((await put(`/${id}/status`, { status: 'maybe' })).statusCode).toBe(400);
    expect(
      (await put(`/00000000-0000-4000-8000-000000000000/status`, { status: 'rejected' })).statusCode,
    ).toBe(404);
    expect((await put(`/${id}/status`, { status: 'rejected' }, owner)).statusCode).toBe(403);
  });

  it('flags a reviewer who disagrees with known answers: their votes are kept but no longer count', async () => {
    const language = 'Tamil';
    const [author, reviewer, honest] = await Promise.all([
      speaker(language),
      speaker(language),
      speaker(language),
    ]);
    // Every clip this reviewer hears is a known-answer clip while this is 1 and known clips remain.
    expect((await settings({ knownAnswerEvery: 1, agreementMinAnswers: 3 })).statusCode).toBe(200);
    const known: string[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await clip(language, author);
      expect((await put(`/${id}/known-answer`, { answer: 'good' })).json().data).toMatchObject({
        knownAnswer: 'good',
        status: 'validated',
        decidedBy: 'admin',
      });
      known.push(id);
    }
    const ordinary = await clip(language, author);
    // Three wrong answers: 0 of 3 agree, below 70 %.
    for (let i = 0; i < 3; i++) {
      const offered = (await nextClip(t.app, reviewer, language)).json().data._id;
      expect(known).toContain(offered);
      expect((await vote(t.app, reviewer, offered, { vote: 'down', reason: 'other' })).statusCode).toBe(200);
    }
    const listed = (await get('/admin/reviews/reviewers')).json().data;
    expect(listed).toContainEqual({
      userId: reviewer.user._id,
      name: reviewer.user.name,
      reviews: 3,
      knownAnswers: 3,
      agreed: 0,
      agreement: 0,
      flagged: true,
    });
    // Their next votes are kept but do not count towards the thresholds.
    await vote(t.app, reviewer, ordinary, { vote: 'down', reason: 'noise' });
    expect((await reviewOf(t.app, author, ordinary)).review).toMatchObject({
      downVotes: 0,
      status: 'pending',
    });
    await vote(t.app, honest, ordinary, { vote: 'up' });
    expect((await reviewOf(t.app, author, ordinary)).review).toMatchObject({ upVotes: 1, status: 'pending' });
    await settings({});
  });

  it('never serves a known-answer clip alone: with no real clip left for the reviewer, there is nothing to review', async () => {
    const language = 'Punjabi';
    const [author, reviewer] = await Promise.all([speaker(language), speaker(language)]);
    // Every clip served is a known-answer clip while this is 1, as long as a real one is waiting too.
    expect((await settings({ knownAnswerEvery: 1 })).statusCode).toBe(200);
    const known = await clip(language, author);
    expect((await put(`/${known}/known-answer`, { answer: 'good' })).statusCode).toBe(200);
    const summary = async () => (await get('/reviews/summary', reviewer)).json().data.languages;
    expect((await nextClip(t.app, reviewer, language)).statusCode).toBe(204);
    expect(await summary()).toEqual([{ language, available: false }]);

    const real = await clip(language, author);
    expect((await nextClip(t.app, reviewer, language)).json().data._id).toBe(known);
    expect((await vote(t.app, reviewer, known, { vote: 'up' })).statusCode).toBe(200);
    expect((await nextClip(t.app, reviewer, language)).json().data._id).toBe(real);
    expect((await vote(t.app, reviewer, real, { vote: 'up' })).statusCode).toBe(200);
    expect((await nextClip(t.app, reviewer, language)).statusCode).toBe(204);
    await settings({});
  });

  it('changes the rules’ numbers (audited) and refuses numbers that make no sense', async () => {
    expect((await get('/admin/reviews/settings')).json().data).toEqual(DEFAULT_REVIEW_SETTINGS);
    const language = 'Telugu';
    const [author, first] = await Promise.all([speaker(language), speaker(language)]);
    expect((await settings({ minVotes: 1, tieVotes: 2, reviewerReward: 3 })).statusCode).toBe(200);
    const id = await clip(language, author);
    await vote(t.app, first, id, { vote: 'up' });
    expect((await reviewOf(t.app, author, id)).review).toMatchObject({ status: 'validated', upVotes: 1 });
    const rewards = rowsOf<{ amount: number }>(
      await t.app.db.execute(
        sql`SELECT amount FROM token_ledger WHERE user_id = ${first.user._id} AND kind = 'review_reward'`,
      ),
    );
    expect(rewards).toEqual([{ amount: 3 }]);

    const refused = await settings({ minVotes: 3, tieVotes: 3 });
    expect([refused.statusCode, refused.json().message]).toEqual([400, REVIEW_MESSAGES.tieNotAboveMin]);
    expect((await settings({ minAgreement: 1.5 })).statusCode).toBe(400);
    expect((await get('/admin/reviews/settings')).json().data).toMatchObject({
      minVotes: 1,
      reviewerReward: 3,
    });
    const log = rowsOf<{ action: string }>(
      await t.app.db.execute(sql`SELECT action FROM admin_audit WHERE action = 'review.settings'`),
    );
    expect(log.length).toBeGreaterThan(0);
    await settings({});
  });

  it('decides the clips that lowered numbers already decide, once, with their tokens', async () => {
    const language = 'Malayalam';
    const [author, yes, no] = await Promise.all([speaker(language), speaker(language), speaker(language)]);
    const liked = await clip(language, author);
    const disliked = await clip(language, author);
    const unheard = await clip(language, author);
    await vote(t.app, yes, liked, { vote: 'up' });
    await vote(t.app, no, disliked, { vote: 'down', reason: 'noise' });
    const award = (await reviewOf(t.app, author, disliked)).tokens!;
    expect((await reviewOf(t.app, author, liked)).review).toMatchObject({ status: 'pending', upVotes: 1 });
    const ledgerOf = async (recordingId: string) =>
      rowsOf<{ kind: string; amount: number }>(
        await t.app.db.execute(
          sql`SELECT kind, amount FROM token_ledger WHERE recording_id = ${recordingId} ORDER BY id`,
        ),
      );
    const rewardsOf = async (reviewer: RegisteredUser) =>
      rowsOf<{ amount: number }>(
        await t.app.db.execute(
          sql`SELECT amount FROM token_ledger WHERE user_id = ${reviewer.user._id} AND kind = 'review_reward'`,
        ),
      );

    expect((await settings({ minVotes: 1, tieVotes: 2 })).statusCode).toBe(200);
    expect((await reviewOf(t.app, author, liked)).review).toMatchObject({ status: 'validated' });
    expect((await reviewOf(t.app, author, disliked)).review).toMatchObject({
      status: 'rejected',
      reasons: ['noise'],
    });
    expect((await reviewOf(t.app, author, unheard)).review).toMatchObject({ status: 'pending' });
    expect(await ledgerOf(disliked)).toEqual([
      { kind: 'award', amount: award },
      { kind: 'reversal', amount: -award },
    ]);
    expect([await rewardsOf(yes), await rewardsOf(no)]).toEqual([[{ amount: 1 }], [{ amount: 1 }]]);
    const [latest] = rowsOf<{ details: { decided: number } }>(
      await t.app.db.execute(
        sql`SELECT details FROM admin_audit WHERE action = 'review.settings' ORDER BY id DESC LIMIT 1`,
      ),
    );
    expect(latest!.details.decided).toBeGreaterThanOrEqual(2);

    // Saving the same numbers again decides nothing twice.
    await settings({ minVotes: 1, tieVotes: 2 });
    expect((await ledgerOf(disliked)).length).toBe(2);
    expect([await rewardsOf(yes), await rewardsOf(no)]).toEqual([[{ amount: 1 }], [{ amount: 1 }]]);
    await settings({});
  });

  it('reports hours per language and status, and the top speakers’ share', async () => {
    const language = 'Kannada';
    const [one, two] = await Promise.all([speaker(language), speaker(language)]);
    const kept = await clip(language, one);
    const gone = await clip(language, two);
    await put(`/${gone}/status`, { status: 'rejected' });
    const overview = (await get('/admin/reviews/overview')).json().data;
    const row = overview.languages.find((l: { language: string }) => l.language === language);
    const [keptRow] = rowsOf<{ seconds: number }>(
      await t.app.db.execute(
        sql`SELECT duration_seconds::float8 AS seconds FROM recordings WHERE id = ${kept}`,
      ),
    );
    const hours = Math.round((keptRow!.seconds / 3600) * 100) / 100;
    expect(row).toEqual({
      language,
      pendingHours: hours,
      validatedHours: 0,
      rejectedHours: hours,
      // Two speakers, both in the top 5: all of the language's hours.
      topSpeakersShare: 1,
      knownAnswerClips: 0,
    });
    expect((await get('/admin/reviews/overview', owner)).statusCode).toBe(403);
  });

  it('documents every review route in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const documented = Object.entries(paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((route) => route.includes('/reviews')).sort()).toEqual([
      'GET /api/v1/admin/reviews/overview',
      'GET /api/v1/admin/reviews/read-check',
      'GET /api/v1/admin/reviews/reviewers',
      'GET /api/v1/admin/reviews/settings',
      'GET /api/v1/reviews/next',
      'GET /api/v1/reviews/summary',
      'GET /api/v1/reviews/{recordingId}/audio',
      'POST /api/v1/reviews/{recordingId}/vote',
      'PUT /api/v1/admin/reviews/settings',
      'PUT /api/v1/admin/reviews/{recordingId}/known-answer',
      'PUT /api/v1/admin/reviews/{recordingId}/status',
    ]);
  });
});
