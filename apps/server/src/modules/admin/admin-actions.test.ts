// Admin evaluate and delete (issue 6): graded once through the contributor path's analyser and ledger,
// a graded recording answered with its stored grade (decision 0031), delete reverses the tokens and
// removes the file, and every action is audited.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AuditEntry } from '@dhvani/contract/admin';
import { rowsOf } from '../../db/migrate.js';
import { bearer, registerAdmin, registerUser } from '../../../test/support/accounts.js';
import { giveConsent, speechClip, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { findRecording } from '../recordings/repository.js';

describe('admin evaluate, delete and audit', () => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let owner: { id: string; token: string };

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, headers = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(token), ...headers } });

  async function uploadSpeech(): Promise<string> {
    const clip = speechClip();
    const res = await upload(t.app, owner.token, { wav: clip.wav, paragraph: clip.paragraph });
    expect(res.statusCode).toBe(201);
    return res.json().data._id as string;
  }

  async function audit(): Promise<AuditEntry[]> {
    const res = await call('GET', '/admin/audit?limit=100', admin.token);
    expect(res.statusCode).toBe(200);
    return res.json().data as AuditEntry[];
  }

  /** Every balance equals its owner's ledger rows (the ledger is the source of truth). */
  async function ledgerMatchesBalances() {
    const mismatches = rowsOf<{ id: string }>(
      await t.app.db.execute(sql`
        SELECT u.id FROM users u
        LEFT JOIN (SELECT user_id, sum(amount) AS total FROM token_ledger GROUP BY user_id) l ON l.user_id = u.id
        WHERE u.reward_tokens <> COALESCE(l.total, 0)`),
    );
    expect(mismatches).toEqual([]);
  }

  const balance = async () =>
    (await call('GET', '/users/current', owner.token)).json().data.rewardTokens as number;

  beforeAll(async () => {
    t = await createTestApp();
    const o = await registerUser(t.app);
    owner = { id: o.user._id, token: o.accessToken };
    await giveConsent(t.app, owner.token);
    const a = await registerAdmin(t.app, { name: 'Admin One' });
    admin = { id: a.user._id, token: a.accessToken };
  });
  afterAll(async () => t.close());

  it('grades an unevaluated recording once, credits the owner, and answers a second evaluate with the same grade', async () => {
    const id = await uploadSpeech();
    const first = await call('POST', `/recordings/admin/${id}/evaluate`, admin.token);
    expect(first.statusCode).toBe(200);
    const result = first.json().data;
    expect(result).toMatchObject({ recordingId: id, final_quality: 'excellent' });
    expect(result.amount).toBeGreaterThan(0);
    expect(await balance()).toBe(result.amount);

    const again = await call('POST', `/recordings/admin/${id}/evaluate`, admin.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: ADMIN_MESSAGES.evaluated, data: result });
    // The contributor path after an admin grade answers with the stored result and pays nothing more.
    const owners = await call('POST', `/recordings/${id}/evaluate`, owner.token);
    expect(owners.json().data.amount).toBe(result.amount);
    expect(await balance()).toBe(result.amount);
    await ledgerMatchesBalances();

    // Newest first: the second press changed nothing, and says so.
    const entries = await audit();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'recording.evaluate',
      actorId: admin.id,
      actorName: 'Admin One',
      recordingId: id,
      subjectUserId: owner.id,
      details: { quality: 'excellent', amount: result.amount },
    });
    expect(entries[1]!.details).not.toHaveProperty('alreadyGraded');
    expect(entries[0]!.details).toEqual({ quality: 'excellent', amount: result.amount, alreadyGraded: true });
  });

  it("answers the admin's evaluate of a recording graded before it with that grade: no error, no credit", async () => {
    // The contributor's client evaluates right after its upload (and the server grades in the background
    // besides): the admin's list may still show the row as Pending when Evaluate is pressed.
    const id = await uploadSpeech();
    const owners = (await call('POST', `/recordings/${id}/evaluate`, owner.token)).json().data;
    const before = await balance();

    const res = await call('POST', `/recordings/admin/${id}/evaluate`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Recording evaluation initiated', data: owners });
    expect(await balance()).toBe(before);
    await ledgerMatchesBalances();
    // The audit says who pressed Evaluate, and that it changed nothing.
    expect((await audit())[0]).toMatchObject({
      action: 'recording.evaluate',
      recordingId: id,
      details: { quality: owners.final_quality, amount: owners.amount, alreadyGraded: true },
    });
  });

  it('deletes a graded recording: row and file gone, tokens reversed by a ledger entry, audited', async () => {
    const id = await uploadSpeech();
    const graded = (await call('POST', `/recordings/admin/${id}/evaluate`, admin.token)).json().data;
    const before = await balance();
    const row = await findRecording(t.app.db, id);
    const file = path.join(t.config.storage.localDir, row!.storageKey);
    await expect(fs.stat(file)).resolves.toBeTruthy();

    const res = await call('DELETE', `/recordings/admin/${id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ADMIN_MESSAGES.deleted,
      data: { recordingId: id, tokensReversed: graded.amount },
    });
    expect(await findRecording(t.app.db, id)).toBeNull();
    await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await balance()).toBe(before - graded.amount);
    const ledger = rowsOf<{ kind: string; amount: number }>(
      await t.app.db.execute(
        sql`SELECT kind, amount FROM token_ledger WHERE recording_id = ${id} ORDER BY id`,
      ),
    );
    expect(ledger).toEqual([
      { kind: 'award', amount: graded.amount },
      { kind: 'reversal', amount: -graded.amount },
    ]);
    await ledgerMatchesBalances();
    expect((await audit())[0]).toMatchObject({
      action: 'recording.delete',
      recordingId: id,
      subjectUserId: owner.id,
      details: { tokensReversed: graded.amount },
    });

    const stats = (await call('GET', '/users/admin/stats', admin.token)).json().data;
    expect(stats.totalTokensIssued).toBe(await balance());
    expect((await call('DELETE', `/recordings/admin/${id}`, admin.token)).statusCode).toBe(404);
  });

  it('deletes a pending recording without touching the ledger', async () => {
    const id = await uploadSpeech();
    const before = await balance();
    const res = await call('DELETE', `/recordings/admin/${id}`, admin.token);
    expect(res.json().data).toEqual({ recordingId: id, tokensReversed: 0 });
    expect(await balance()).toBe(before);
    await ledgerMatchesBalances();
  });

  it('answers 404 for an unknown id and 400 for one that is not a UUID', async () => {
    const unknown = '3f1c9a52-0b7e-4d6a-9f59-6d1e2b0c4a11';
    expect((await call('DELETE', `/recordings/admin/${unknown}`, admin.token)).statusCode).toBe(404);
    expect((await call('POST', `/recordings/admin/${unknown}/evaluate`, admin.token)).statusCode).toBe(404);
    const bad = await call('DELETE', '/recordings/admin/42', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('UUID');
  });

  it("audits every admin read of the audio, whatever its Range header, and none of the owner's", async () => {
    const id = await uploadSpeech();
    const listens = async () => (await audit()).filter((e) => e.action === 'recording.listen');
    const before = (await listens()).length;
    expect((await call('GET', `/recordings/${id}/audio`, owner.token)).statusCode).toBe(200);
    expect(await listens()).toHaveLength(before);

    const size = Number(
      (await call('GET', `/recordings/${id}/audio`, admin.token)).headers['content-length'],
    );
    // A suffix range as long as the file is the whole file; the other forms read parts of it.
    const ranges = [
      `bytes=-${size}`,
      'bytes=-100',
      'bytes=1000-',
      'bytes=10-20',
      'BYTES=0-',
      'bytes=0-1,5-9',
    ];
    for (const range of ranges) {
      const res = await call('GET', `/recordings/${id}/audio`, admin.token, { range });
      expect(res.statusCode, range).toBeLessThan(300);
      expect(res.rawPayload.length, range).toBeGreaterThan(0);
    }
    const rows = await listens();
    expect(rows).toHaveLength(before + 1 + ranges.length);
    expect(rows.slice(0, ranges.length).map((r) => r.details.range)).toEqual([...ranges].reverse());
    expect(rows[0]).toMatchObject({ actorId: admin.id, recordingId: id, subjectUserId: owner.id });

    // A refused read (nothing sent) is no listen.
    const refused = await call('GET', `/recordings/${id}/audio`, admin.token, { range: `bytes=${size}-` });
    expect(refused.statusCode).toBe(416);
    expect(await listens()).toHaveLength(rows.length);
  });

  it('audits an admin grading through the contributor route, and not the owner grading their own', async () => {
    const mine = await uploadSpeech();
    expect((await call('POST', `/recordings/${mine}/evaluate`, owner.token)).statusCode).toBe(200);
    const before = (await audit()).length;

    const id = await uploadSpeech();
    const res = await call('POST', `/recordings/${id}/evaluate`, admin.token);
    expect(res.statusCode).toBe(200);
    const entries = await audit();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      action: 'recording.evaluate',
      actorId: admin.id,
      recordingId: id,
      subjectUserId: owner.id,
      details: {
        route: 'contributor',
        quality: res.json().data.final_quality,
        amount: res.json().data.amount,
      },
    });
  });

  it('withholds the audio from an admin when the audit row cannot be written', async () => {
    const id = await uploadSpeech();
    await t.app.database.exec('ALTER TABLE admin_audit RENAME TO admin_audit_away');
    try {
      const res = await call('GET', `/recordings/${id}/audio`, admin.token, { range: 'bytes=-100' });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ success: false });
    } finally {
      await t.app.database.exec('ALTER TABLE admin_audit_away RENAME TO admin_audit');
    }
  });
});
