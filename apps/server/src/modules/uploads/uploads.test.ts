// Resumable uploads (issue 20): the tus protocol at /api/v1/uploads (deferred length, offset checks,
// termination), who may touch an upload, the commit into a recording with the upload route's own rules,
// and the 24-hour clean-up of uploads never submitted.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONSENT_MESSAGES } from '@dhvani/contract/consents';
import { MAX_UPLOAD_BYTES } from '@dhvani/contract/recordings';
import { concat, FlacEncoder } from '@dhvani/flac/encoder';
import { wavOf, wavSamples } from '@dhvani/flac/test-support/signals';
import { analyse } from '../../audio/analyse.js';
import {
  bearer,
  type RegisteredUser,
  registerOwnerOtherAdmin,
  registerUser,
} from '../../../test/support/accounts.js';
import {
  giveConsent,
  leftovers,
  makeWav,
  multipart,
  speechClip,
  uploadParts,
  type Part,
} from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { cutPatch, tusClient } from '../../../test/support/tus.js';
import { findRecording } from '../recordings/repository.js';
import { sweepProvisionalUploads } from './sweep.js';
import { createTusServer } from './tus-store.js';
import { raceTitle } from '../../../test/support/race.js';

describe('resumable uploads', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let admin: RegisteredUser;
  const speech = speechClip();
  /** The speech clip as FLAC, a new take on every call: the server accepts the same audio only once. */
  const newFlac = () => {
    const encoder = new FlacEncoder({ sampleRate: 16_000 });
    const pcm = wavSamples(speechClip().wav);
    return Buffer.from(concat([encoder.head(), encoder.push(pcm), encoder.finish().tail]));
  };
  const fields = {
    duration: Number(speech.seconds.toFixed(2)),
    language: 'English',
    domain: 'healthcare',
    paragraph: speech.paragraph,
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, other, admin } = await registerOwnerOtherAdmin(t.app));
    for (const u of [owner, other, admin]) await giveConsent(t.app, u.accessToken);
  });
  afterAll(async () => t.close());

  const mine = () => tusClient(t.app, owner.accessToken);
  const tusFiles = async () =>
    (await fs.readdir(path.join(t.dataDir, 'provisional-uploads')).catch(() => [] as string[])).length;

  it('streams with a deferred length, resumes from the offset, and commits into a FLAC recording', async () => {
    const flac = newFlac();
    const tus = mine();
    const created = await tus.create();
    expect(created.statusCode).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBeUndefined();
    const id = String(created.headers.location).match(/^\/api\/v1\/uploads\/([\w-]+)$/)![1]!;

    const first = await tus.patch(id, 0, flac.subarray(0, 50_000));
    expect([first.statusCode, first.headers['upload-offset']]).toEqual([204, '50000']);
    // A resend of bytes the server already has is refused by offset, and changes nothing.
    const stale = await tus.patch(id, 10_000, flac.subarray(10_000, 20_000));
    expect(stale.statusCode).toBe(409);
    const head = await tus.head(id);
    expect([head.headers['upload-offset'], head.headers['upload-defer-length']]).toEqual(['50000', '1']);
    const notYet = await tus.commit(id, fields);
    expect([notYet.statusCode, notYet.json().message]).toEqual([
      409,
      'The upload is not finished: 50000 bytes received and its end not declared yet.',
    ]);

    const last = await tus.patch(id, 50_000, flac.subarray(50_000), { 'upload-length': String(flac.length) });
    expect([last.statusCode, last.headers['upload-offset']]).toEqual([204, String(flac.length)]);
    const committed = await tus.commit(id, { ...fields, contributionId: 'DS-7KQ2-M9XA' });
    expect(committed.statusCode).toBe(201);
    // Without ?evaluate=true, only the id: grading goes on in the background.
    expect(Object.keys(committed.json().data)).toEqual(['_id']);
    const recordingId = committed.json().data._id as string;
    const row = await findRecording(t.app.db, recordingId);
    expect(row).toMatchObject({
      userId: owner.user._id,
      storageKey: expect.stringMatching(/\.flac$/),
      contributionId: 'DS-7KQ2-M9XA',
    });

    // Committing again answers with the same recording; the upload's bytes are gone.
    const again = await tus.commit(id, fields);
    expect([again.statusCode, again.json().data._id, again.headers['idempotent-replayed']]).toEqual([
      201,
      recordingId,
      'true',
    ]);
    expect((await tus.head(id)).statusCode).toBe(404);
    expect((await tus.remove(id)).statusCode).toBe(409);
  });

  it('takes a last PATCH that repeats the length already declared (a resume whose first answer was lost), not another length', async () => {
    const flac = newFlac();
    const tus = mine();
    const id = String((await tus.create()).headers.location)
      .split('/')
      .pop()!;
    const length = { 'upload-length': String(flac.length) };
    // The first try of the last chunk declared the length, and only part of its body arrived.
    const cut = await tus.patch(id, 0, flac.subarray(0, 50_000), length);
    expect([cut.statusCode, (await tus.head(id)).headers['upload-length']]).toEqual([
      204,
      String(flac.length),
    ]);

    const other = await tus.patch(id, 50_000, flac.subarray(50_000), {
      'upload-length': String(flac.length + 1),
    });
    expect(other.statusCode).toBe(400);
    const resumed = await tus.patch(id, 50_000, flac.subarray(50_000), length);
    expect([resumed.statusCode, resumed.headers['upload-offset']]).toEqual([204, String(flac.length)]);
    expect((await tus.commit(id, fields)).statusCode).toBe(201);
  });

  it('writes PATCH bodies as they come off a connection, and resumes after one cut mid-body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const pcm = wavSamples(speechClip().wav);
    const encoder = new FlacEncoder({ sampleRate: 16_000 });
    const flac = Buffer.from(concat([encoder.head(), encoder.push(pcm), encoder.finish().tail]));
    const tus = mine();
    const id = String((await tus.create()).headers.location)
      .split('/')
      .pop()!;
    const patch = (offset: number, body: Buffer) =>
      fetch(`${base}/api/v1/uploads/${id}`, {
        method: 'PATCH',
        headers: {
          ...bearer(owner.accessToken),
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });

    // More than one socket read's worth, so the body arrives in pieces.
    const first = await patch(0, flac.subarray(0, 150_000));
    expect([first.status, first.headers.get('upload-offset')]).toEqual([204, '150000']);
    await cutPatch(base, owner.accessToken, id, 150_000, flac.subarray(150_000), 10_000);
    // Resumed from the offset HEAD gives (the cut request may still be finishing: then 409, ask again).
    let offset = Number((await tus.head(id)).headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(150_000);
    for (let conflicts = 0; offset < flac.length;) {
      const res = await tus.patch(id, offset, flac.subarray(offset), {
        'upload-length': String(flac.length),
      });
      if (res.statusCode === 409 && conflicts++ < 20) {
        offset = Number((await tus.head(id)).headers['upload-offset']);
        continue;
      }
      expect(res.statusCode).toBe(204);
      offset = Number(res.headers['upload-offset']);
    }

    const committed = await tus.commit(id, fields, {}, '?evaluate=true');
    expect(committed.statusCode).toBe(201);
    const wav = await t.app.inject({
      method: 'GET',
      url: `/api/v1/recordings/${committed.json().data._id}/audio?format=wav`,
      headers: bearer(owner.accessToken),
    });
    expect(wav.rawPayload.subarray(44)).toEqual(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  });

  it(
    raceTitle('makes one recording of concurrent commits of one upload, whatever keys they carry'),
    async () => {
      const flac = newFlac();
      const id = await mine().send(flac);
      const before = await leftovers(t.app);
      const answers = await Promise.all([
        mine().commit(id, fields),
        mine().commit(id, fields, { 'idempotency-key': randomUUID() }),
        mine().commit(id, fields, { 'idempotency-key': randomUUID() }),
      ]);
      const ids = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data._id);
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
      expect(new Set(ids).size).toBe(1);
      expect((await leftovers(t.app)).recordings).toBe(before.recordings + 1);
      expect((await mine().commit(id, fields)).json().data._id).toBe(ids[0]);
    },
  );

  it('lets only the user who began an upload continue, inspect, discard or commit it', async () => {
    const flac = newFlac();
    const id = await mine().send(flac.subarray(0, 1000), 1000);
    for (const someone of [other, admin]) {
      const tus = tusClient(t.app, someone.accessToken);
      const answers = await Promise.all([
        tus.head(id),
        tus.patch(id, 1000, Buffer.alloc(10)),
        tus.remove(id),
        tus.commit(id, fields),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    }
    const anonymous = tusClient(t.app, null);
    expect((await anonymous.head(id)).statusCode).toBe(401);
    expect((await anonymous.create()).statusCode).toBe(401);
    expect((await mine().head(id)).headers['upload-offset']).toBe('1000');
  });

  it('discards an upload on DELETE: its row and its bytes, and the copy made for its commit', async () => {
    const flac = newFlac();
    const filesBefore = await tusFiles();
    const stagedBefore = (await leftovers(t.app)).stagedFiles;
    const id = await mine().send(flac);
    expect(await tusFiles()).toBeGreaterThan(filesBefore);
    expect((await mine().remove(id)).statusCode).toBe(204);
    expect((await mine().head(id)).statusCode).toBe(404);
    expect((await mine().commit(id, fields)).statusCode).toBe(404);
    expect(await tusFiles()).toBe(filesBefore);
    // The copy staged and checked as its last byte arrived is deleted once its check is over.
    await vi.waitFor(async () => expect((await leftovers(t.app)).stagedFiles).toBe(stagedBefore));
  });

  it('refuses a tampered or mislabelled upload at commit and keeps no recording, no stored or staged file', async () => {
    const flac = newFlac();
    // A staged copy an earlier test's commit left behind is deleted in the background: not counted here.
    await vi.waitFor(async () => expect((await leftovers(t.app)).stagedFiles).toBe(0), { timeout: 10_000 });
    const before = await leftovers(t.app);
    const truncated = await mine().send(flac.subarray(0, flac.length - 2000));
    const res = await mine().commit(truncated, fields);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'The FLAC file is truncated: it ends in the middle of a frame.',
    ]);
    const whole = await mine().send(flac);
    const wrongDuration = await mine().commit(whole, { ...fields, duration: 3 });
    expect(wrongDuration.json().message).toMatch(/does not match the audio/);
    const badLanguage = await mine().commit(whole, { ...fields, language: 'Klingon' });
    expect(badLanguage.json().message).toMatch(/language must be one of/);
    const wrongScript = await mine().commit(whole, { ...fields, language: 'Hindi' });
    expect([wrongScript.statusCode, wrongScript.json().code]).toEqual([400, 'wrong_script']);
    expect(await leftovers(t.app)).toEqual(before);
    // The upload itself is still there to be committed properly.
    expect((await mine().commit(whole, fields)).statusCode).toBe(201);
  });

  it('answers a bad field as POST /recordings/ does: one schema, one message, nothing made', async () => {
    const id = await mine().send(newFlac());
    const wav = makeWav(2);
    const { duration, ...withoutDuration } = fields;
    const cases: Array<[string, Record<string, unknown>, Part[]]> = [
      ['duration is required', withoutDuration, uploadParts({ wav }).filter((p) => p.name !== 'duration')],
      [
        'duration must be a number of seconds, e.g. 42.35',
        { ...fields, duration: '4,5' },
        uploadParts({ wav, duration: '4,5' as unknown as number }),
      ],
      [
        'Unexpected field "colour" in the upload.',
        { ...fields, colour: 'red' },
        [{ name: 'colour', value: 'red' }, ...uploadParts({ wav })],
      ],
    ];
    // Rows and stored files (the copy staged as the last byte arrived waits for a commit with good fields).
    const made = async () => {
      const { recordings, jobs, ledger, storedFiles } = await leftovers(t.app);
      return { recordings, jobs, ledger, storedFiles };
    };
    const before = await made();
    for (const [message, body, parts] of cases) {
      const committed = await mine().commit(id, body);
      const form = multipart(parts);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/v1/recordings/',
        ...form,
        headers: { ...form.headers, ...bearer(owner.accessToken) },
      });
      for (const answer of [committed, uploaded]) {
        expect([answer.statusCode, answer.json().message], message).toEqual([400, message]);
      }
    }
    expect(await made()).toEqual(before);
    expect((await mine().commit(id, { ...withoutDuration, duration })).statusCode).toBe(201);
  });

  it('refuses an upload over the size cap, one without consent, and more than the open-upload cap', async () => {
    const tooBig = await mine().create({ 'upload-length': String(MAX_UPLOAD_BYTES + 1) });
    expect(tooBig.statusCode).toBe(413);
    const newcomer = await registerUser(t.app);
    const noConsent = await tusClient(t.app, newcomer.accessToken).create();
    expect([noConsent.statusCode, noConsent.json().message]).toEqual([403, CONSENT_MESSAGES.required]);
    await giveConsent(t.app, newcomer.accessToken);
    const tus = tusClient(t.app, newcomer.accessToken);
    const cap = t.app.config.uploadLimits.open; // OPEN_UPLOADS_PER_ACCOUNT
    for (let i = 0; i < cap; i++) expect((await tus.create()).statusCode).toBe(201);
    const over = await tus.create();
    expect([over.statusCode, over.json().message]).toEqual([
      429,
      `You have ${cap} unfinished uploads. Send or discard them before recording more.`,
    ]);
  });

  it('measures an upload as its last byte arrives, and answers a commit with ?evaluate=true with its grade', async () => {
    const pcm = wavSamples(speechClip().wav);
    const encoder = new FlacEncoder({ sampleRate: 16_000 });
    const flac = Buffer.from(concat([encoder.head(), encoder.push(pcm), encoder.finish().tail]));
    // This clip's measurements only, by the file the threads read (the upload's, then the recording's):
    // other tests' gradings may still be running.
    const threads = t.app.audioThreads.get();
    const run = vi.spyOn(threads, 'run');
    const measurementsOf = (name: string) =>
      run.mock.calls.filter(([worker, task]) => {
        const { clip, part } = task as { clip?: { file?: string }; part?: { index: number } };
        return worker === 'analyser-worker' && part?.index === 0 && clip?.file?.includes(name);
      }).length;
    try {
      const id = await mine().send(flac);
      // Measured as its last byte arrived, before anyone asked for a grade (once a thread is free).
      await vi.waitFor(() => expect(measurementsOf(id)).toBe(1));
      const body = { ...fields, duration: Number((pcm.length / 16_000).toFixed(2)) };
      const committed = await mine().commit(id, body, {}, '?evaluate=true');
      expect(committed.statusCode).toBe(201);
      const { _id: recordingId, evaluation } = committed.json().data;
      // The grade came with the commit, and it is evaluate's answer (evaluate stays idempotent).
      const graded = await t.app.inject({
        method: 'POST',
        url: `/api/v1/recordings/${recordingId}/evaluate`,
        headers: bearer(owner.accessToken),
      });
      expect(graded.statusCode).toBe(200);
      expect(evaluation).toEqual(graded.json().data);
      // A repeated commit (its answer lost on the way) answers with the same recording and grade.
      const again = await mine().commit(id, body, {}, '?evaluate=true');
      expect(again.json().data).toEqual({ _id: recordingId, evaluation });
      // And the grade was made of that measurement: the stored clip was never measured.
      expect([measurementsOf(id), measurementsOf(recordingId)]).toEqual([1, 0]);
      // And the grade is the one a fresh analysis of the same samples gives.
      const fresh = await analyse(wavOf(pcm), speech.paragraph, 'English');
      expect((await findRecording(t.app.db, recordingId))?.metrics).toEqual(fresh.metrics);
    } finally {
      run.mockRestore();
    }
  });

  it('read-checks an upload as its last byte arrives against the text its contributor was given; the grade takes that check', async () => {
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reading-texts',
      headers: bearer(owner.accessToken),
      payload: { language: 'English', domain: 'healthcare' },
    });
    expect(given.statusCode).toBe(200);
    const issued = given.json().data as { id: string; text: string };
    const take = () => {
      const pcm = wavSamples(speechClip().wav);
      const encoder = new FlacEncoder({ sampleRate: 16_000 });
      const flac = Buffer.from(concat([encoder.head(), encoder.push(pcm), encoder.finish().tail]));
      return { flac, duration: Number((pcm.length / 16_000).toFixed(2)) };
    };
    const threads = t.app.audioThreads.get();
    const run = vi.spyOn(threads, 'run');
    // This clip's read-checks only, by the file the threads read (the upload's, then the recording's).
    const checksOf = (name: string) =>
      run.mock.calls.filter(([worker, task]) => {
        const { kind, clip } = task as { kind?: string; clip?: { file?: string } };
        return worker === 'read-check-worker' && kind === 'check' && clip?.file?.includes(name);
      }).length;
    try {
      const first = take();
      const id = await mine().send(first.flac);
      // Checked before anyone asked for a grade, against the text given last.
      await vi.waitFor(() => expect(checksOf(id)).toBe(1), { timeout: 60_000, interval: 100 });
      const body = { ...fields, duration: first.duration, paragraph: issued.text, readingTextId: issued.id };
      const committed = await mine().commit(id, body, {}, '?evaluate=true');
      expect(committed.statusCode).toBe(201);
      const { _id: recordingId, evaluation } = committed.json().data;
      const stored = await findRecording(t.app.db, recordingId);
      expect(evaluation.readCheck).toEqual({
        outcome: stored?.readCheck?.outcome,
        score: stored?.readCheck?.score,
      });
      // The grade took that check: the stored clip was never checked again.
      expect([checksOf(id), checksOf(recordingId)]).toEqual([1, 0]);

      // SPEC's client sends a text of its own, not the one given: the guess is not taken, the clip is checked.
      const second = take();
      const other = await mine().send(second.flac);
      await vi.waitFor(() => expect(checksOf(other)).toBe(1), { timeout: 60_000, interval: 100 });
      const own = await mine().commit(other, { ...fields, duration: second.duration }, {}, '?evaluate=true');
      expect(own.statusCode).toBe(201);
      expect(checksOf(own.json().data._id)).toBe(1);
    } finally {
      run.mockRestore();
    }
  });

  it('deletes uploads never submitted after 24 hours, bytes included, and keeps younger ones', async () => {
    const flac = newFlac();
    const [old, young] = [await mine().send(flac.subarray(0, 3000), 3000), await mine().send(flac, 3000)];
    const backdate = (id: string, hours: number) =>
      t.app.db.execute(
        sql`UPDATE provisional_uploads SET created_at = created_at - make_interval(hours => ${hours}) WHERE id = ${id}`,
      );
    await backdate(old, 25);
    await backdate(young, 23);
    const tus = await createTusServer(t.app, () => undefined);
    expect(await sweepProvisionalUploads(t.app, tus)).toBe(1);
    expect((await mine().head(old)).statusCode).toBe(404);
    const files = await fs.readdir(path.join(t.dataDir, 'provisional-uploads'));
    expect(files.filter((f) => f.startsWith(old))).toEqual([]);
    expect(files.filter((f) => f.startsWith(young)).length).toBeGreaterThan(0);
    expect((await mine().commit(young, fields)).statusCode).toBe(201);
  });
});
