// GET /recordings/{id}/audio (owner or admin, Range), the start-up sweep, and account deletion's hook.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.js';
import { bearer, type RegisteredUser, registerOwnerOtherAdmin } from '../../../test/support/accounts.js';
import { giveConsent, leftovers, makeWav, speechClip, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { findRecording, storageKeyFor } from './repository.js';
import { sweepOrphans } from './sweep.js';

describe('audio playback and cleanup', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let admin: RegisteredUser;
  const clip = makeWav(2.5);
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, other, admin } = await registerOwnerOtherAdmin(t.app));
    await giveConsent(t.app, owner.accessToken);
    id = (await upload(t.app, owner.accessToken, { wav: clip })).json().data._id;
  }, 120_000);
  afterAll(async () => t.close());

  const audio = (user: RegisteredUser | null, headers: Record<string, string> = {}, recordingId = id) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/recordings/${recordingId}/audio`,
      headers: { ...headers, ...(user ? bearer(user.accessToken) : {}) },
    });

  it('streams the whole WAV to its owner and to an admin', async () => {
    for (const user of [owner, admin]) {
      const res = await audio(user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(Number(res.headers['content-length'])).toBe(clip.length);
      expect(res.rawPayload.equals(clip)).toBe(true);
    }
  });

  it('hides it from another contributor and from anonymous callers', async () => {
    const res = await audio(other);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect((await audio(null)).statusCode).toBe(401);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const res = await audio(owner, { range: 'bytes=100-1099' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-1099/${clip.length}`);
    expect(res.rawPayload.equals(clip.subarray(100, 1100))).toBe(true);

    const tail = await audio(owner, { range: 'bytes=-44' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(clip.subarray(clip.length - 44))).toBe(true);

    const open = await audio(admin, { range: `bytes=${clip.length - 10}-` });
    expect(open.rawPayload.equals(clip.subarray(clip.length - 10))).toBe(true);
  });

  it('refuses a range past the end with 416', async () => {
    const res = await audio(owner, { range: `bytes=${clip.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${clip.length}`);
  });

  it('sweeps staged leftovers and stored files without a row, and keeps files that have one', async () => {
    const staged = await t.app.uploadStaging.newPath();
    await fs.writeFile(staged, 'half an upload');
    const orphanKey = storageKeyFor('0123abcd-0000-4000-8000-000000000000');
    const orphan = path.join(t.config.storage.localDir, orphanKey);
    await fs.mkdir(path.dirname(orphan), { recursive: true });
    await fs.writeFile(orphan, 'a file whose row never committed');

    expect(
      await sweepOrphans({ db: t.app.db, storage: t.app.storage, staging: t.app.uploadStaging }),
    ).toEqual({ staged: 1, orphans: 1 });
    await expect(fs.stat(orphan)).rejects.toThrow();
    await expect(fs.stat(staged)).rejects.toThrow();
    expect((await audio(owner)).statusCode).toBe(200);
  });

  it('deletes the recordings and files of a deleted account and keeps only anonymous ledger totals', async () => {
    const speech = speechClip();
    const recId = (
      await upload(t.app, owner.accessToken, { wav: speech.wav, paragraph: speech.paragraph })
    ).json().data._id;
    const evaluated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${recId}/evaluate`,
      headers: bearer(owner.accessToken),
    });
    const amount = evaluated.json().data.amount as number;
    expect(amount).toBeGreaterThan(0);
    const storedKey = (await findRecording(t.app.db, recId))!.storageKey;
    const issuedBefore = rowsOf<{ total: number }>(
      await t.app.db.execute(sql`SELECT COALESCE(SUM(amount), 0)::int AS total FROM token_ledger`),
    )[0]!.total;

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/delete-account',
      headers: bearer(owner.accessToken),
    });
    expect(res.statusCode).toBe(200);

    expect(await leftovers(t.app)).toMatchObject({ recordings: 0, storedFiles: 0 });
    await expect(fs.stat(path.join(t.config.storage.localDir, storedKey))).rejects.toThrow();
    const ledger = rowsOf<{ user_id: string | null; recording_id: string | null; amount: number }>(
      await t.app.db.execute(sql`SELECT user_id, recording_id, amount FROM token_ledger`),
    );
    expect(ledger).toEqual([{ user_id: null, recording_id: null, amount }]);
    expect(ledger.reduce((s, r) => s + r.amount, 0)).toBe(issuedBefore);
  });
});
