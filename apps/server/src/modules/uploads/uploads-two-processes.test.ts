// Resumable uploads behind a balancer without stickiness (issue 34): two API processes (two apps here, each
// with its own tus server and S3 store, as two processes have) on one database and one bucket, the requests of
// one upload alternating between them. Before, each process's @tus/s3-store kept the upload's metadata in its
// own memory: the process that served the first PATCH and not the last still believed the length undeclared,
// so HEAD there answered 500 and the commit 409 "undefined bytes received", for good.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { QUALITIES } from '@dhvani/contract/enums';
import { bearer, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, speechClip } from '../../../test/support/recordings.js';
import { createTestApp, secondProcess, type TestApp } from '../../../test/support/test-app.js';
import { S3RVER_ENV, s3StorageEnv, startTestS3, type TestS3 } from '../../../test/support/s3-server.js';
import { tusClient } from '../../../test/support/tus.js';

const BUCKET = 'two-process-bucket';
const CHUNK = 64 * 1024;

describe('one upload, its requests alternating between two API processes', () => {
  let s3: TestS3;
  let t: TestApp;
  let other: FastifyInstance;
  let owner: RegisteredUser;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    s3 = await startTestS3([BUCKET]);
    Object.assign(process.env, S3RVER_ENV);
    t = await createTestApp(s3StorageEnv(s3, BUCKET));
    // The second process: the same configuration, database and bucket; nothing else shared.
    other = await secondProcess(t);
    owner = await registerUser(t.app);
    await giveConsent(t.app, owner.accessToken);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await s3?.close();
    process.env = savedEnv;
  });

  const fields = (seconds: number, paragraph: string) => ({
    duration: Number(seconds.toFixed(2)),
    language: 'English',
    domain: 'healthcare',
    paragraph,
  });

  /** Sends `bytes` in chunks, the i-th request to `apps[i % 2]`; the last one declares the length. */
  async function sendAlternating(bytes: Buffer, apps: FastifyInstance[]): Promise<string> {
    const created = await tusClient(apps[0]!, owner.accessToken).create();
    expect(created.statusCode).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;
    let n = 1;
    for (let at = 0; at < bytes.length; at += CHUNK, n++) {
      const last: Record<string, string> =
        at + CHUNK >= bytes.length ? { 'upload-length': String(bytes.length) } : {};
      const tus = tusClient(apps[n % 2]!, owner.accessToken);
      const res = await tus.patch(id, at, bytes.subarray(at, at + CHUNK), last);
      expect(res.statusCode, res.body).toBe(204);
    }
    return id;
  }

  it('resumes, reports and commits on whichever process gets each request, and grades the recording', async () => {
    const clip = speechClip();
    const apps = [t.app, other];
    const id = await sendAlternating(clip.wav, apps);
    // Both processes know the upload is whole, whichever served its last byte.
    for (const app of apps) {
      const head = await tusClient(app, owner.accessToken).head(id);
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(clip.wav.length));
      expect(head.headers['upload-length']).toBe(String(clip.wav.length));
    }
    // Committed on the process that did not receive the last byte: before, 409 here.
    const lastServedBy = Math.ceil(clip.wav.length / CHUNK) % 2;
    const committer = apps[1 - lastServedBy]!;
    const committed = await tusClient(committer, owner.accessToken).commit(
      id,
      fields(clip.seconds, clip.paragraph),
      { 'idempotency-key': randomUUID() },
    );
    expect(committed.statusCode, committed.body).toBe(201);
    const recordingId = committed.json().data._id as string;
    const graded = await other.inject({
      method: 'POST',
      url: `/api/v1/recordings/${recordingId}/evaluate`,
      headers: bearer(owner.accessToken),
    });
    expect(graded.statusCode).toBe(200);
    expect(QUALITIES).toContain(graded.json().data.final_quality);
  }, 120_000);

  it('commits an upload whose last part a dead process wrote but never completed', async () => {
    const clip = speechClip();
    const tus = tusClient(t.app, owner.accessToken);
    const created = await tus.create();
    const id = String(created.headers.location).split('/').pop()!;
    // The whole recording in one PATCH whose completion never happens, as when the process dies right there.
    s3.refuseCompletions(true);
    try {
      const cut = await tus.patch(id, 0, clip.wav, { 'upload-length': String(clip.wav.length) });
      expect(cut.statusCode).toBe(500);
    } finally {
      s3.refuseCompletions(false);
    }
    // The client asks the other process how far it got: every byte is there, so it commits.
    const head = await tusClient(other, owner.accessToken).head(id);
    expect(head.headers['upload-offset']).toBe(String(clip.wav.length));
    const committed = await tusClient(other, owner.accessToken).commit(
      id,
      fields(clip.seconds, clip.paragraph),
    );
    expect(committed.statusCode, committed.body).toBe(201);
  }, 120_000);

  it('answers a commit that finds bytes missing with 409 upload_unfinished and how many arrived', async () => {
    const clip = speechClip();
    const created = await tusClient(t.app, owner.accessToken).create();
    const id = String(created.headers.location).split('/').pop()!;
    expect(
      (await tusClient(t.app, owner.accessToken).patch(id, 0, clip.wav.subarray(0, CHUNK))).statusCode,
    ).toBe(204);
    const early = await tusClient(other, owner.accessToken).commit(id, fields(clip.seconds, clip.paragraph));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      success: false,
      code: 'upload_unfinished',
      params: { received: CHUNK },
      message: `The upload is not finished: ${CHUNK} bytes received and its end not declared yet.`,
    });
    // What the client then does: HEAD, send the rest from the offset, commit again.
    const offset = Number((await tusClient(other, owner.accessToken).head(id)).headers['upload-offset']);
    const rest = await tusClient(other, owner.accessToken).patch(id, offset, clip.wav.subarray(offset), {
      'upload-length': String(clip.wav.length),
    });
    expect(rest.statusCode).toBe(204);
    const committed = await tusClient(t.app, owner.accessToken).commit(
      id,
      fields(clip.seconds, clip.paragraph),
    );
    expect(committed.statusCode, committed.body).toBe(201);
  }, 120_000);
});
