// The lists of recordings (GET /users/recordings, GET /recordings/admin) read one JSON value a row, not whole
// rows (issue 37). Each item must still be exactly the stored recording as recording-item.ts maps it —
// ungraded, graded and queued, graded poor and rejected by triage — and the total must be right whether the
// list ends on the page (no count) or goes on past it (counted).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipReviews } from '../../db/schema/index.js';
import { bearer, registerOwnerOtherAdmin, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, speechClip, upload } from '../../../test/support/recordings.js';
import { gradedClip } from '../../../test/support/reviews.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { awardFor } from '../rewards/ledger.js';
import { toRecordingItem } from './recording-item.js';
import { findRecording } from './repository.js';

describe('recording lists', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let admin: RegisteredUser;
  const ids: string[] = [];

  const get = (url: string, user: RegisteredUser) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(user.accessToken) });

  /** The item as recording-item.ts makes it from the whole stored row, its award and its review row. */
  async function stored(id: string) {
    const row = (await findRecording(t.app.db, id))!;
    const [review] = await t.app.db.select().from(clipReviews).where(eq(clipReviews.recordingId, id));
    return toRecordingItem(row, await awardFor(t.app.db, id), review ?? null);
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, admin } = await registerOwnerOtherAdmin(t.app));
    await giveConsent(t.app, owner.accessToken);
    const take = speechClip();
    const pending = await upload(t.app, owner.accessToken, { wav: take.wav, paragraph: take.paragraph });
    ids.push(pending.json().data._id as string);
    ids.push(await gradedClip(t.app, owner, { language: 'Tamil' }));
    ids.push(await gradedClip(t.app, owner, { kind: 'tone' }));
    // Newest first, as the lists are; the test clock stands still, so the ids break the tie.
    const order = await t.app.db.execute(sql`SELECT id FROM recordings ORDER BY created_at DESC, id DESC`);
    ids.splice(0, ids.length, ...(order as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  }, 120_000);
  afterAll(async () => t.close());

  it("lists each of the owner's recordings exactly as stored: pending, graded, and rejected by triage", async () => {
    const expected = await Promise.all(ids.map(stored));
    expect(expected.map((item) => item.review.status)).toEqual(
      expect.arrayContaining(['pending', 'rejected']),
    );
    expect(expected.some((item) => item.tokens === null && item.quality === null)).toBe(true);
    const res = await get('/users/recordings', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: expected, meta: { page: 1, limit: 100, total: 3 } });
  });

  it("lists them for the admin the same way, with the owner's name", async () => {
    const expected = await Promise.all(ids.map(stored));
    const res = await get(`/recordings/admin?user=${owner.user._id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expected.map((item) => ({ ...item, userName: owner.user.name })));
  });

  it('says the total whether the list ends on the page or goes on past it', async () => {
    const page = async (n: number, limit: number) => {
      const body = (await get(`/users/recordings?page=${n}&limit=${limit}`, owner)).json();
      return { ids: (body.data as { _id: string }[]).map((r) => r._id), total: body.meta.total as number };
    };
    expect(await page(1, 2)).toEqual({ ids: ids.slice(0, 2), total: 3 });
    expect(await page(2, 2)).toEqual({ ids: ids.slice(2), total: 3 });
    expect(await page(1, 3)).toEqual({ ids, total: 3 });
    expect(await page(3, 2)).toEqual({ ids: [], total: 3 });
    expect(await page(1, 5)).toEqual({ ids, total: 3 });
  });
});
