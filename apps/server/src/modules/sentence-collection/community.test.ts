// Community sentences through the API (issue 32): a proposal held to the same rules (a reason for each rule it
// breaks), two reviews that decide it, nobody reviewing their own, one vote and one report per person, two
// reports that stop a sentence being offered until an admin keeps or retires it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SENTENCE_ADMIN_MESSAGES } from '@dhvani/contract/sentence-admin';
import { OWN_WORDS_SOURCE, SENTENCE_COMMUNITY_MESSAGES as M } from '@dhvani/contract/sentence-community';
import { callApi, registerAdmin, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { raceTitle } from '../../../test/support/race.js';
import { GOOD_HINDI } from '../../../test/support/sentence-imports.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { resetDatabase, testDatabase } from '../../../test/support/test-database.js';
import { rowsOf } from '../../db/migrate.js';

describe('community sentences', () => {
  let t: TestApp;
  let proposer: RegisteredUser;
  let reviewers: RegisteredUser[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await resetDatabase(await testDatabase());
    [proposer, ...reviewers] = await Promise.all([
      registerUser(t.app),
      registerUser(t.app),
      registerUser(t.app),
      registerUser(t.app),
    ]);
  });

  const propose = (who: RegisteredUser, sentence: string, extra: object = {}) =>
    callApi(t.app, 'POST', '/sentences', who.accessToken, {
      language: 'Hindi',
      domain: 'healthcare',
      sentence,
      source: null,
      publicDomain: true,
      ...extra,
    });
  const vote = (who: RegisteredUser, id: string, approve: boolean) =>
    callApi(t.app, 'POST', `/sentences/${id}/votes`, who.accessToken, { approve });
  const report = (who: RegisteredUser, id: string, reason = 'hard_to_read', note?: string) =>
    callApi(t.app, 'POST', `/sentences/${id}/reports`, who.accessToken, { reason, note });

  async function offered(id: string): Promise<boolean> {
    const [row] = rowsOf<{ ok: boolean }>(
      await t.app.db.execute(
        sql`SELECT status = 'validated' AND NOT held AS ok FROM sentences WHERE id = ${id}`,
      ),
    );
    return row?.ok ?? false;
  }

  it('refuses a proposal that breaks a rule, with the rule as the reason, and stores nothing', async () => {
    const cases: Array<[string, string]> = [
      ['मेरे पास 5 किताबें हैं।', 'digits'],
      ['यह वाक्य தமிழ் शब्द रखता है।', 'mixed_scripts'],
      ['<i>यह तिरछा पाठ है</i>', 'html'],
      ['नमस्ते।', 'too_few_words'],
      ['देखिए https://example.com पर जानकारी है।', 'url'],
    ];
    for (const [sentence, reason] of cases) {
      const res = await propose(proposer, sentence);
      expect([res.statusCode, res.json().code, res.json().params]).toEqual([
        400,
        'sentence_rejected',
        { reason },
      ]);
      expect(res.json().message).toBe(M.rejected(reason as never));
    }
    const noDedication = await propose(proposer, GOOD_HINDI[0]!, { publicDomain: false });
    expect([noDedication.statusCode, noDedication.json().message]).toEqual([400, M.dedicationRequired]);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM sentences WHERE origin = 'community'`),
    ) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('stores a proposal pending, normalised, with its source; the same sentence again is a duplicate', async () => {
    const res = await propose(proposer, `  ${GOOD_HINDI[0]!.replace('।', ' .')}  `, { source: 'पंचतंत्र' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ text: GOOD_HINDI[0], status: 'pending', approvals: 0 });
    const own = await propose(proposer, GOOD_HINDI[1]!);
    const again = await propose(reviewers[0]!, GOOD_HINDI[0]!);
    expect([again.statusCode, again.json().params]).toEqual([400, { reason: 'duplicate' }]);
    const rows = rowsOf<{ source: string; origin: string; licence: string; added_by: string }>(
      await t.app.db.execute(
        sql`SELECT source, origin, licence, added_by FROM sentences WHERE origin = 'community' ORDER BY source`,
      ),
    );
    expect(rows).toEqual([
      { source: OWN_WORDS_SOURCE, origin: 'community', licence: 'CC0-1.0', added_by: proposer.user._id },
      { source: 'पंचतंत्र', origin: 'community', licence: 'CC0-1.0', added_by: proposer.user._id },
    ]);
    const mine = await callApi(t.app, 'GET', '/sentences/mine', proposer.accessToken);
    expect(mine.json().data.map((s: { _id: string }) => s._id)).toContain(own.json().data._id);
  });

  it('validates a sentence after two approvals and rejects one after two rejections; not by its proposer', async () => {
    const a = (await propose(proposer, GOOD_HINDI[0]!)).json().data._id as string;
    const b = (await propose(proposer, GOOD_HINDI[1]!)).json().data._id as string;

    const queue = await callApi(t.app, 'GET', '/sentences/review?language=hindi', proposer.accessToken);
    expect(queue.json().data).toEqual([]);
    const self = await vote(proposer, a, true);
    expect([self.statusCode, self.json().message]).toEqual([403, M.ownSentence]);

    const theirs = await callApi(t.app, 'GET', '/sentences/review?language=Hindi', reviewers[0]!.accessToken);
    expect(
      theirs
        .json()
        .data.map((s: { _id: string }) => s._id)
        .sort(),
    ).toEqual([a, b].sort());

    expect((await vote(reviewers[0]!, a, true)).json().data).toMatchObject({
      status: 'pending',
      approvals: 1,
    });
    const twice = await vote(reviewers[0]!, a, true);
    expect([twice.statusCode, twice.json().message]).toEqual([409, M.alreadyVoted]);
    expect((await vote(reviewers[1]!, a, true)).json().data).toMatchObject({
      status: 'validated',
      approvals: 2,
    });
    const late = await vote(reviewers[2]!, a, false);
    expect([late.statusCode, late.json().message]).toEqual([409, M.notPending]);
    expect(await offered(a)).toBe(true);

    await vote(reviewers[0]!, b, false);
    expect((await vote(reviewers[1]!, b, false)).json().data).toMatchObject({
      status: 'rejected',
      rejections: 2,
    });
    // A voted sentence leaves the voter's queue.
    const after = await callApi(t.app, 'GET', '/sentences/review?language=Hindi', reviewers[0]!.accessToken);
    expect(after.json().data).toEqual([]);
  });

  it(raceTitle('counts 20 concurrent votes by one reviewer once'), async () => {
    const id = (await propose(proposer, GOOD_HINDI[2]!)).json().data._id as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote(reviewers[0]!, id, true)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const [row] = rowsOf<{ approvals: number; votes: number }>(
      await t.app.db.execute(
        sql`SELECT approvals, (SELECT count(*)::int FROM sentence_votes) AS votes FROM sentences WHERE id = ${id}`,
      ),
    );
    expect(row).toEqual({ approvals: 1, votes: 1 });
  });

  it(raceTitle('decides a sentence once under 20 concurrent reviewers'), async () => {
    const id = (await propose(proposer, GOOD_HINDI[3]!)).json().data._id as string;
    const all = [...reviewers];
    // One after another: sign-up hashes passwords in a small queue that refuses a crowd.
    while (all.length < 20) all.push(await registerUser(t.app));
    const answers = await Promise.all(all.map((r) => vote(r, id, true)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().message === M.notPending)).toBe(
      true,
    );
    const [row] = rowsOf<{ approvals: number; status: string }>(
      await t.app.db.execute(sql`SELECT approvals, status FROM sentences WHERE id = ${id}`),
    );
    expect(row).toEqual({ approvals: 2, status: 'validated' });
  });

  it('holds a sentence after two reports until an admin keeps or retires it', async () => {
    const admin = await registerAdmin(t.app);
    const [{ id }] = rowsOf<{ id: string }>(
      await t.app.db.execute(
        sql`SELECT id FROM sentences WHERE language = 'Hindi' AND status = 'validated' ORDER BY id LIMIT 1`,
      ),
    ) as [{ id: string }];
    expect((await report(reviewers[0]!, id, 'spelling', 'मात्रा गलत है')).json().data).toEqual({
      _id: id,
      reports: 1,
      held: false,
    });
    const again = await report(reviewers[0]!, id);
    expect([again.statusCode, again.json().message]).toEqual([409, M.alreadyReported]);
    expect(await offered(id)).toBe(true);
    expect((await report(reviewers[1]!, id, 'offensive')).json().data).toEqual({
      _id: id,
      reports: 2,
      held: true,
    });
    expect(await offered(id)).toBe(false);

    const listed = await callApi(t.app, 'GET', '/admin/sentences/reported?language=Hindi', admin.accessToken);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        _id: id,
        reports: 2,
        held: true,
        reasons: { spelling: 1, offensive: 1 },
        notes: ['मात्रा गलत है'],
      }),
    ]);
    const kept = await callApi(t.app, 'POST', `/admin/sentences/${id}/decision`, admin.accessToken, {
      decision: 'keep',
    });
    expect(kept.json().data).toEqual({ _id: id, status: 'validated', held: false });
    expect(await offered(id)).toBe(true);
    expect((await callApi(t.app, 'GET', '/admin/sentences/reported', admin.accessToken)).json().data).toEqual(
      [],
    );
    const notReported = await callApi(t.app, 'POST', `/admin/sentences/${id}/decision`, admin.accessToken, {
      decision: 'retire',
    });
    expect([notReported.statusCode, notReported.json().message]).toEqual([
      409,
      SENTENCE_ADMIN_MESSAGES.notReported,
    ]);

    t.clock.advance(1000);
    await report(reviewers[2]!, id, 'other');
    const retired = await callApi(t.app, 'POST', `/admin/sentences/${id}/decision`, admin.accessToken, {
      decision: 'retire',
    });
    expect(retired.json().data).toEqual({ _id: id, status: 'retired', held: false });
    expect(await offered(id)).toBe(false);
    const audit = rowsOf<{ action: string }>(
      await t.app.db.execute(sql`SELECT action FROM admin_audit ORDER BY id`),
    );
    expect(audit.map((a) => a.action)).toEqual(['sentence.keep', 'sentence.retire']);
  });

  it('reports a sentence of the text the recording flow was given; nobody else sees that text', async () => {
    const issued = await callApi(t.app, 'POST', '/reading-texts', reviewers[0]!.accessToken, {
      language: 'Tamil',
      domain: 'education',
    });
    const { id, sentences } = issued.json().data as {
      id: string;
      sentences: Array<{ id: string; text: string }>;
    };
    const mine = await callApi(t.app, 'GET', `/reading-texts/${id}/sentences`, reviewers[0]!.accessToken);
    expect(mine.json().data).toEqual({ readingTextId: id, sentences });
    const theirs = await callApi(t.app, 'GET', `/reading-texts/${id}/sentences`, reviewers[1]!.accessToken);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, M.textNotFound]);
    const reported = await report(reviewers[0]!, sentences[0]!.id, 'hard_to_read');
    expect([reported.statusCode, reported.json().data.reports]).toEqual([201, 1]);
  });

  it('shows the admin each language and domain, fresh sentences with a warning, and the speakers’ splits', async () => {
    const admin = await registerAdmin(t.app);
    const id = (await propose(proposer, GOOD_HINDI[0]!, { domain: 'retail' })).json().data._id as string;
    const res = await callApi(t.app, 'GET', '/admin/sentences/overview', admin.accessToken);
    const overview = res.json().data;
    expect(overview.rows).toHaveLength(60);
    const retail = overview.rows.find(
      (r: { language: string; domain: string }) => r.language === 'Hindi' && r.domain === 'retail',
    );
    const [{ n }] = rowsOf<{ n: number }>(
      await t.app.db.execute(
        sql`SELECT count(*)::int AS n FROM sentences WHERE language = 'Hindi' AND domain = 'retail' AND status = 'validated'`,
      ),
    ) as [{ n: number }];
    expect(retail).toEqual({
      language: 'Hindi',
      domain: 'retail',
      validated: n,
      fresh: n,
      atCap: 0,
      pending: 1,
      reported: 0,
      held: 0,
      short: n < 100,
    });
    expect(overview.speakerSplits[0]).toEqual({
      language: 'English',
      speakers: { train: 0, dev: 0, test: 0 },
    });
    expect(id).toMatch(/^[0-9a-f]{64}$/);
  });
});
