import { reasonText } from '@dhvani/contract/quality-reasons';
// POST /recordings/{id}/evaluate and the ledger (issue 5): who may evaluate, one credit however often or
// however concurrently it is called, balances equal to ledger sums, and the contributor's read endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORDING_MESSAGES, tokensFor } from '@dhvani/contract/recordings';
import { rowsOf } from '../../db/migrate.js';
import {
  bearer,
  type RegisteredUser,
  registerOwnerOtherAdmin,
  registerUser,
} from '../../../test/support/accounts.js';
import { giveConsent, makeWav, speechClip, upload } from '../../../test/support/recordings.js';
import { ledgerProblems } from '../../../test/support/ledger-invariant.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { raceTitle } from '../../../test/support/race.js';

describe('evaluation and rewards', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let admin: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, other, admin } = await registerOwnerOtherAdmin(t.app));
    await giveConsent(t.app, owner.accessToken);
  }, 120_000);
  afterAll(async () => t.close());

  // Every take reads the same text for the same time; each upload is a new take (speechClip()).
  const speech = speechClip();

  async function uploadSpeech(user = owner) {
    const take = speechClip();
    const res = await upload(t.app, user.accessToken, { wav: take.wav, paragraph: take.paragraph });
    expect(res.statusCode).toBe(201);
    return res.json().data._id as string;
  }
  const evaluate = (id: string, user: RegisteredUser) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${id}/evaluate`,
      headers: bearer(user.accessToken),
    });
  const get = (url: string, user: RegisteredUser) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(user.accessToken) });

  async function ledger(recordingId: string) {
    return rowsOf<{ kind: string; amount: number; user_id: string }>(
      await t.app.db.execute(
        sql`SELECT kind, amount, user_id FROM token_ledger WHERE recording_id = ${recordingId}`,
      ),
    );
  }

  it('grades clean speech, stores the grade and credits the tokens of the formula', async () => {
    const id = await uploadSpeech();
    const res = await evaluate(id, owner);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const expected = tokensFor('excellent', Math.round(speech.seconds * 100) / 100);
    expect(data).toEqual({
      final_quality: 'excellent',
      amount: expected,
      recordingId: id,
      reasons: expect.any(Array),
      reasonCodes: expect.any(Array),
      // The clip reads its own text (issue 35).
      readCheck: { outcome: 'says-text', score: expect.any(Number) },
    });
    // The same reasons as codes, which a client words in its own language (issue 19).
    expect(data.reasonCodes.map(reasonText)).toEqual(data.reasons);
    expect(expected).toBeGreaterThan(0);
    expect(data.reasons.length).toBeGreaterThan(0);
    expect(await ledger(id)).toEqual([{ kind: 'award', amount: expected, user_id: owner.user._id }]);

    const listed = (await get('/users/recordings', owner)).json().data;
    expect(listed[0]).toMatchObject({
      _id: id,
      quality: 'excellent',
      tokens: expected,
      transcript: speech.paragraph,
      reasons: data.reasons,
      reasonCodes: data.reasonCodes,
      evaluatedAt: expect.any(String),
    });
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it('grades a clip that reads another text poor, says so, earns nothing and is rejected unheard', async () => {
    // The clean English clip, uploaded for a Hindi sentence's words read in English: the words differ.
    const take = speechClip();
    const paragraph =
      'The market opens early on Sunday and the farmers bring fresh vegetables from the villages.';
    const res = await upload(t.app, owner.accessToken, { wav: take.wav, paragraph });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;
    const data = (await evaluate(id, owner)).json().data;
    expect(data.final_quality).toBe('poor');
    expect(data.amount).toBe(tokensFor('poor', Math.round(take.seconds * 100) / 100));
    expect(data.readCheck.outcome).toBe('different-text');
    expect(data.reasonCodes[0]).toEqual({ code: 'read_different_text', params: {} });
    expect(data.reasons[0]).toBe('The words heard do not match the text');
    const [review] = rowsOf<{ status: string; reasons: string[] }>(
      await t.app.db.execute(sql`SELECT status, reasons FROM clip_reviews WHERE recording_id = ${id}`),
    );
    expect(review).toEqual({ status: 'rejected', reasons: ['not_its_text'] });
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it('returns the same result on a second call and credits nothing more', async () => {
    const id = await uploadSpeech();
    const first = await evaluate(id, owner);
    const before = (await get('/users/current', owner)).json().data.rewardTokens;
    const second = await evaluate(id, owner);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(await ledger(id)).toHaveLength(1);
    expect((await get('/users/current', owner)).json().data.rewardTokens).toBe(before);
  });

  it(raceTitle('credits exactly once under 20 concurrent calls'), async () => {
    const id = await uploadSpeech();
    const responses = await Promise.all(Array.from({ length: 20 }, () => evaluate(id, owner)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => JSON.stringify(r.json().data))).size).toBe(1);
    expect(await ledger(id)).toHaveLength(1);
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it('pays nothing for a poor clip, but still records the grade once', async () => {
    const id = (await upload(t.app, owner.accessToken, { wav: makeWav(2) })).json().data._id;
    const res = await evaluate(id, owner);
    expect(res.json().data).toMatchObject({ final_quality: 'poor', amount: 0 });
    expect(await ledger(id)).toEqual([{ kind: 'award', amount: 0, user_id: owner.user._id }]);
  });

  it('refuses another contributor (404, nothing credited) and lets an admin evaluate', async () => {
    const id = await uploadSpeech();
    const refused = await evaluate(id, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, message: 'Recording not found.' });
    expect(await ledger(id)).toHaveLength(0);
    const byAdmin = await evaluate(id, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(await ledger(id)).toEqual([
      { kind: 'award', amount: byAdmin.json().data.amount, user_id: owner.user._id },
    ]);
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    expect((await evaluate('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
    expect((await evaluate('..%2F..%2Fetc', owner)).statusCode).toBe(400);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${await uploadSpeech()}/evaluate`,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('answers 404 with a clear message when the stored audio has gone, and credits nothing', async () => {
    const id = await uploadSpeech();
    const [row] = rowsOf<{ storage_key: string }>(
      await t.app.db.execute(sql`SELECT storage_key FROM recordings WHERE id = ${id}`),
    );
    await t.app.storage.delete(row!.storage_key);
    const res = await evaluate(id, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(RECORDING_MESSAGES.audioMissing);
    expect(await ledger(id)).toEqual([]);
    const [graded] = rowsOf<{ quality: string | null }>(
      await t.app.db.execute(sql`SELECT quality FROM recordings WHERE id = ${id}`),
    );
    expect(graded!.quality).toBeNull();
  });

  // A contributor of its own, so the figures are this test's (it passes or fails alone, in any order).
  async function freshContributor() {
    const user = await registerUser(t.app);
    await giveConsent(t.app, user.accessToken);
    return user;
  }

  it('reports stats and incentives that agree with the ledger and the balance', async () => {
    const contributor = await freshContributor();
    const gradedIds = [await uploadSpeech(contributor), await uploadSpeech(contributor)];
    for (const id of gradedIds) expect((await evaluate(id, contributor)).statusCode).toBe(200);
    const ungraded = await uploadSpeech(contributor);

    const recordings = (await get('/users/recordings', contributor)).json().data as Array<{
      _id: string;
      duration: number;
      tokens: number | null;
      createdAt: string;
    }>;
    expect(recordings.map((r) => r._id).sort()).toEqual([...gradedIds, ungraded].sort());
    const times = recordings.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const stats = (await get('/users/contribution-stats', contributor)).json().data;
    expect(stats).toEqual({
      totalRecordings: 3,
      totalDurationSeconds: Math.round(recordings.reduce((s, r) => s + r.duration, 0) * 100) / 100,
      languages: 1,
      languageNames: ['English'],
    });
    expect(stats.totalDurationSeconds).toBeGreaterThan(3 * speech.seconds - 1);

    const incentives = (await get('/users/incentives', contributor)).json().data;
    const current = (await get('/users/current', contributor)).json().data;
    const sum = incentives.tokens.reduce((s: number, e: { amount: number }) => s + e.amount, 0);
    expect(incentives.tokens).toHaveLength(2);
    expect(incentives.totalTokens).toBe(sum);
    expect(current.rewardTokens).toBe(sum);
    expect(sum).toBeGreaterThan(0);
    for (const r of recordings.filter((x) => x.tokens !== null)) {
      expect(incentives.tokens).toContainEqual({
        recordingId: r._id,
        amount: r.tokens,
        kind: 'award',
        createdAt: expect.any(String),
      });
    }
    // Someone else's figures stay theirs: a contributor who has recorded nothing sees nothing of these.
    const newcomer = await freshContributor();
    expect((await get('/users/recordings', newcomer)).json().data).toEqual([]);
    expect((await get('/users/incentives', newcomer)).json().data).toEqual({ tokens: [], totalTokens: 0 });
  });

  it('pages the list when asked', async () => {
    const contributor = await freshContributor();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await uploadSpeech(contributor));
    const list = async (query: string) =>
      ((await get(`/users/recordings${query}`, contributor)).json().data as Array<{ _id: string }>).map(
        (r) => r._id,
      );
    const all = await list('');
    expect([...all].sort()).toEqual([...ids].sort());
    const [page1, page2] = [await list('?page=1&limit=2'), await list('?page=2&limit=2')];
    expect(page1).toEqual(all.slice(0, 2));
    expect(page2).toEqual(all.slice(2));
    expect(await list('?page=3&limit=2')).toEqual([]);
  });
});
