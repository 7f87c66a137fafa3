// A person's data export (issue 23): the archive holds their recordings byte for byte and a ledger that sums
// to their balance; only they can follow or download it; it expires; deleting the account deletes it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { DATA_EXPORT_MESSAGES, PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import type { RecordingItem } from '@dhvani/contract/recordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, speechClip, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { unzip } from '../../../test/support/unzip.js';

describe('data export', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let admin: RegisteredUser;
  const uploaded = new Map<string, Buffer>();

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: RegisteredUser | null) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: who ? bearer(who.accessToken) : {} });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t.app, { name: 'Export Owner' });
    other = await registerUser(t.app);
    admin = await registerAdmin(t.app);
    await giveConsent(t.app, owner.accessToken);
    for (let i = 0; i < 2; i++) {
      const clip = speechClip();
      const res = await upload(t.app, owner.accessToken, { wav: clip.wav, paragraph: clip.paragraph });
      const id = res.json().data._id as string;
      uploaded.set(id, clip.wav);
      expect((await call('POST', `/recordings/${id}/evaluate`, owner)).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('answers null before the first export', async () => {
    const res = await call('GET', '/users/data-export', other);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it('prepares the archive: profile, consents, a ledger that sums to the balance, every recording and its audio', async () => {
    const res = await call('POST', '/users/data-export', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: DATA_EXPORT_MESSAGES.ready, data: { status: 'ready' } });
    const id = res.json().data._id as string;
    expect((await call('GET', `/users/data-export/${id}`, owner)).json().data).toMatchObject({
      _id: id,
      status: 'ready',
      sizeBytes: expect.any(Number),
    });
    expect((await call('GET', '/users/data-export', owner)).json().data._id).toBe(id);

    const download = await call('GET', `/users/data-export/${id}/download`, owner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="dhvani-shilp-my-data-/);
    const files = await unzip(download.rawPayload);

    const profile = JSON.parse(files['profile.json']!.toString());
    expect(profile).toMatchObject({ name: 'Export Owner', email: owner.email });
    const balance = (await call('GET', '/users/current', owner)).json().data.rewardTokens as number;
    const ledger = JSON.parse(files['token-ledger.json']!.toString());
    expect(ledger.balance).toBe(balance);
    expect(ledger.entries.reduce((sum: number, e: { amount: number }) => sum + e.amount, 0)).toBe(balance);
    const consents = JSON.parse(files['consents.json']!.toString());
    expect(consents.history).toEqual([
      expect.objectContaining({ kind: 'given', version: PRIVACY_NOTICE.version, by: 'self' }),
    ]);

    const recordings = JSON.parse(files['recordings.json']!.toString()) as Array<
      RecordingItem & { audioFile: string }
    >;
    expect(recordings.map((r) => r._id).sort()).toEqual([...uploaded.keys()].sort());
    // Each recording as the owner's own list shows it (one mapping to wire names), and its audio.
    const own = (await call('GET', '/users/recordings', owner)).json().data as RecordingItem[];
    for (const rec of recordings) {
      const { audioFile, ...item } = rec;
      expect(item).toEqual(own.find((r) => r._id === rec._id));
      expect(files[audioFile]!.equals(uploaded.get(rec._id)!)).toBe(true);
    }
    expect(files['README.txt']!.toString()).toMatch(/token-ledger\.json/);
  });

  it('never lets anyone else, an admin included, follow or download it', async () => {
    const id = (await call('POST', '/users/data-export', owner)).json().data._id as string;
    for (const who of [other, admin]) {
      for (const url of [`/users/data-export/${id}`, `/users/data-export/${id}/download`]) {
        const res = await call('GET', url, who);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(DATA_EXPORT_MESSAGES.notFound);
      }
    }
    expect((await call('GET', `/users/data-export/${id}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/users/data-export/not-a-uuid', owner)).statusCode).toBe(400);
  });

  it('expires after 7 days: status expired and 410 on download', async () => {
    const id = (await call('POST', '/users/data-export', owner)).json().data._id as string;
    t.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    // A new session: the old access token has expired with the clock.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: owner.email, password: owner.password },
    });
    const fresh = { ...owner, accessToken: again.json().data.accessToken as string };
    expect((await call('GET', `/users/data-export/${id}`, fresh)).json().data.status).toBe('expired');
    const res = await call('GET', `/users/data-export/${id}/download`, fresh);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(DATA_EXPORT_MESSAGES.expired);
    owner = fresh;
  });

  it("deletes the archive's file with the account", async () => {
    const person = await registerUser(t.app);
    const id = (await call('POST', '/users/data-export', person)).json().data._id as string;
    const dir = path.join(t.config.storage.localDir, 'exports');
    await fs.access(path.join(dir, `${id}.zip`));
    expect((await call('DELETE', '/delete-account', person)).statusCode).toBe(200);
    await expect(fs.access(path.join(dir, `${id}.zip`))).rejects.toThrow();
  });
});
