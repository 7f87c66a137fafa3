// Resumable uploads with STORAGE=s3 (issue 20): the tus upload kept in the bucket by @tus/s3-store, resumed
// after a connection cut mid-chunk, committed into a recording stored in the same bucket (and the upload's
// objects deleted), graded, and its audio served back with the very samples that were sent. Against an
// S3-compatible server over loopback (test/support/s3-server.ts), not a mock of the SDK.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALITIES } from '@dhvani/contract/enums';
import { concat, FlacEncoder } from '@dhvani/flac/encoder';
import { wavSamples } from '@dhvani/flac/test-support/signals';
import { bearer, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, speechClip } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { S3RVER_ENV, s3StorageEnv, startTestS3, type TestS3 } from '../../../test/support/s3-server.js';
import { cutPatch, tusClient } from '../../../test/support/tus.js';
import { findRecording } from '../recordings/repository.js';

const BUCKET = 'audio-bucket';

describe('resumable uploads into S3 storage', () => {
  let s3: TestS3;
  let t: TestApp;
  let owner: RegisteredUser;
  let base: string;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    s3 = await startTestS3([BUCKET]);
    Object.assign(process.env, S3RVER_ENV);
    t = await createTestApp(s3StorageEnv(s3, BUCKET));
    owner = await registerUser(t.app);
    await giveConsent(t.app, owner.accessToken);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    process.env = savedEnv;
  });

  const keys = () => s3.keys(BUCKET);

  it('resumes an upload cut mid-chunk, commits and grades it, and serves back the same samples', async () => {
    const pcm = wavSamples(speechClip().wav);
    const encoder = new FlacEncoder({ sampleRate: 16_000 });
    const flac = Buffer.from(concat([encoder.head(), encoder.push(pcm), encoder.finish().tail]));
    const tus = tusClient(t.app, owner.accessToken);
    const created = await tus.create();
    expect(created.statusCode).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;

    const chunk = 64 * 1024;
    expect((await tus.patch(id, 0, flac.subarray(0, chunk))).statusCode).toBe(204);
    // The second chunk's connection drops part-way: the server keeps what arrived, and says how much.
    await cutPatch(base, owner.accessToken, id, chunk, flac.subarray(chunk, 2 * chunk), 20_000);
    // Resumed as a tus client does: from the offset HEAD gives, asking again after a 409 (the cut request
    // may still be finishing on the server, adding the bytes that did arrive).
    const head = async () => Number((await tus.head(id)).headers['upload-offset']);
    let offset = await head();
    expect(offset).toBeGreaterThanOrEqual(chunk);
    // In the bucket while in progress, not on this server's disk.
    expect((await keys()).some((k) => k.startsWith(id))).toBe(true);
    const onDisk = await fs.readdir(path.join(t.dataDir, 'provisional-uploads')).catch(() => []);
    expect(onDisk).toEqual([]);
    let conflicts = 0;
    while (offset < flac.length) {
      const end = Math.min(offset + chunk, flac.length);
      const last: Record<string, string> =
        end === flac.length ? { 'upload-length': String(flac.length) } : {};
      const res = await tus.patch(id, offset, flac.subarray(offset, end), last);
      if (res.statusCode === 409 && conflicts++ < 20) {
        offset = await head();
        continue;
      }
      expect(res.statusCode).toBe(204);
      offset = Number(res.headers['upload-offset']);
    }
    expect(offset).toBe(flac.length);
    const committed = await tus.commit(
      id,
      {
        duration: Number((pcm.length / 16_000).toFixed(2)),
        language: 'English',
        domain: 'healthcare',
        paragraph: speechClip().paragraph,
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(committed.statusCode).toBe(201);
    const recordingId = committed.json().data._id as string;
    const row = await findRecording(t.app.db, recordingId);
    // The recording is in the bucket; the upload's bytes are gone from it.
    expect(await keys()).toContain(row!.storageKey);
    expect((await keys()).filter((k) => k.startsWith(id))).toEqual([]);

    const graded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${recordingId}/evaluate`,
      headers: bearer(owner.accessToken),
    });
    expect(graded.statusCode).toBe(200);
    expect(QUALITIES).toContain(graded.json().data.final_quality);

    const wav = await t.app.inject({
      method: 'GET',
      url: `/api/v1/recordings/${recordingId}/audio?format=wav`,
      headers: bearer(owner.accessToken),
    });
    expect(wav.statusCode).toBe(200);
    expect(wav.rawPayload.subarray(44)).toEqual(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    // Some twenty requests through the S3 server plus an analysis: ~8 s on a quiet machine, 50 s seen
    // with every core busy.
  }, 120_000);
});
