// DELETE /recordings/{id} (issue 23): a contributor deletes one recording of theirs. The file goes, the award
// is taken back by a compensating ledger entry, and the recording is listed for removal from the next release;
// nobody else can delete it through this route. Admin deletes and account erasure list theirs too.
import fs from 'node:fs/promises';
import path from 'node:path';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.js';
import { releaseRemovals, tokenLedger } from '../../db/schema/index.js';
import { bearer, registerAdmin, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, speechClip, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { findRecording } from './repository.js';

describe('a contributor deletes one recording', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let admin: RegisteredUser;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: RegisteredUser) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(who.accessToken) });
  const balance = async (who: RegisteredUser) =>
    (await call('GET', '/users/current', who)).json().data.rewardTokens as number;
  const removals = async () =>
    (await t.app.db.select().from(releaseRemovals)).map((r) => ({ id: r.recordingId, reason: r.reason }));

  async function gradedRecording(who: RegisteredUser): Promise<{ id: string; amount: number }> {
    const clip = speechClip();
    const res = await upload(t.app, who.accessToken, { wav: clip.wav, paragraph: clip.paragraph });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;
    const graded = await call('POST', `/recordings/${id}/evaluate`, who);
    expect(graded.statusCode).toBe(200);
    return { id, amount: graded.json().data.amount as number };
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    admin = await registerAdmin(t.app);
    for (const who of [owner, other, admin]) await giveConsent(t.app, who.accessToken);
  });
  afterAll(() => t.close());

  it('erases the file, takes the award back and lists the recording for removal from the next release', async () => {
    const kept = await gradedRecording(owner);
    const { id, amount } = await gradedRecording(owner);
    expect(amount).toBeGreaterThan(0);
    const before = await balance(owner);
    const rec = await findRecording(t.app.db, id);
    const file = path.join(t.config.storage.localDir, rec!.storageKey);
    await fs.access(file);

    const res = await call('DELETE', `/recordings/${id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: RECORDING_MESSAGES.deleted,
      data: { recordingId: id, tokensReversed: amount },
    });
    expect(await balance(owner)).toBe(before - amount);
    const ledger = await t.app.db.select().from(tokenLedger).where(eq(tokenLedger.recordingId, id));
    expect(ledger.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ['award', amount],
      ['reversal', -amount],
    ]);
    await expect(fs.access(file)).rejects.toThrow();
    expect((await call('GET', `/recordings/${id}/audio`, owner)).statusCode).toBe(404);
    expect(await removals()).toContainEqual({ id, reason: 'deleted_by_owner' });
    // The other recording is untouched.
    expect((await call('GET', `/recordings/${kept.id}/audio`, owner)).statusCode).toBe(200);

    const again = await call('DELETE', `/recordings/${id}`, owner);
    expect(again.statusCode).toBe(404);
    expect(await balance(owner)).toBe(before - amount);
  });

  it('answers 404 to anyone else, an admin included, and changes nothing', async () => {
    const { id } = await gradedRecording(owner);
    const before = await balance(owner);
    for (const who of [other, admin]) {
      const res = await call('DELETE', `/recordings/${id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(RECORDING_MESSAGES.notFound);
    }
    expect(await findRecording(t.app.db, id)).not.toBeNull();
    expect(await balance(owner)).toBe(before);
    expect((await removals()).map((r) => r.id)).not.toContain(id);
  });

  it('refuses a malformed id and an anonymous caller', async () => {
    expect((await call('DELETE', '/recordings/not-a-uuid', owner)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/recordings/${crypto.randomUUID()}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an ungraded recording is deleted with nothing to take back', async () => {
    const clip = speechClip();
    const res = await upload(t.app, owner.accessToken, { wav: clip.wav, paragraph: clip.paragraph });
    const id = res.json().data._id as string;
    const deleted = await call('DELETE', `/recordings/${id}`, owner);
    expect(deleted.json().data).toEqual({ recordingId: id, tokensReversed: 0 });
  });

  it("lists an admin's deletion and an erased account's recordings for removal too", async () => {
    const byAdmin = await gradedRecording(other);
    expect((await call('DELETE', `/recordings/admin/${byAdmin.id}`, admin)).statusCode).toBe(200);
    const erased = await gradedRecording(other);
    expect((await call('DELETE', '/delete-account', other)).statusCode).toBe(200);
    const listed = await removals();
    expect(listed).toContainEqual({ id: byAdmin.id, reason: 'deleted_by_admin' });
    expect(listed).toContainEqual({ id: erased.id, reason: 'account_erased' });
    // Nothing in the list says whose the recordings were.
    const columns = rowsOf<{ column_name: string }>(
      await t.app.db.execute(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'release_removals'`,
      ),
    ).map((c) => c.column_name);
    expect(columns.sort()).toEqual(['reason', 'recording_id', 'removed_at']);
  });
});
