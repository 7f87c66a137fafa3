// The topology test (issue 34): PostgreSQL, Redis, an S3 emulator, two API processes and HAProxy round-robin
// without stickiness, all on loopback (start-cluster.ts). Uploads whose requests alternate between processes
// are committed and graded; kill -9 of one process during 10 concurrent uploads loses no confirmed recording,
// refuses no finished upload, and every grade is delivered; a per-IP sign-in limit of N gives exactly N through
// the balancer with the counters in Redis, and a forged X-Forwarded-For gains nothing, on every limited route; sign-up, review and a
// dataset release work through the balancer.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '../src/modules/auth/policy.js';
import { CONTACT_RATE_LIMIT } from '../src/modules/contact/routes.js';
import { DATA_EXPORT_RATE_LIMIT } from '../src/modules/privacy/export-routes.js';
import { adminReadyToUpload, call } from '../test/faults/support/http-client.js';
import { speechClip } from '../test/support/recordings.js';
import { signUpOverHttp } from './accounts-over-http.js';
import { buildReleaseOverHttp, downloadRelease } from './release-over-http.js';
import { spokenText } from './spoken-text.js';
import { startCluster, type Cluster } from './start-cluster.js';
import { sendRecording } from './tus-over-http.js';

const fieldsOf = (clip: ReturnType<typeof speechClip>) => ({
  duration: Number(clip.seconds.toFixed(2)),
  language: 'English',
  domain: 'healthcare',
  paragraph: clip.paragraph,
});

/** A POST of `body` to `path` from `from` (a loopback address), optionally with a forged X-Forwarded-For. */
function post(
  base: string,
  path: string,
  body: object,
  opts: { forged?: string; from?: string },
): Promise<number> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/v1${path}`, {
      method: 'POST',
      localAddress: opts.from ?? '127.0.0.1',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
        ...(opts.forged ? { 'x-forwarded-for': opts.forged } : {}),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** A wrong-password sign-in from `from` (default 127.0.0.1), optionally with a forged X-Forwarded-For. */
const signIn = (base: string, opts: { forged?: string; from?: string }) =>
  post(base, '/users/login', { email: 'nobody@example.test', password: 'wrong-pass-1' }, opts);

// Every kind of per-IP limit, each through the balancer from an address of its own. The limit counts a request
// before its body or its caller is checked (onRequest), so an empty body and no token show the count alone.
const LIMITED_ROUTES = [
  { path: '/users/login', max: ROUTE_LIMITS.signIn.max },
  { path: '/users/verify-phone-otp', max: ROUTE_LIMITS.verifyCode.max },
  { path: '/users/refresh-token', max: ROUTE_LIMITS.refresh.max },
  { path: '/users/check-user-existence', max: ROUTE_LIMITS.lookup.max },
  { path: '/contact', max: CONTACT_RATE_LIMIT.max },
  { path: '/users/data-export', max: DATA_EXPORT_RATE_LIMIT.max },
];

async function gradeOf(base: string, token: string, id: string) {
  for (let i = 0; i < 30; i++) {
    const res = await call(base, 'POST', `/recordings/${id}/evaluate`, token);
    if (res.status === 200) return res.body?.data;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  return null;
}

describe('two API processes behind HAProxy', () => {
  let cluster: Cluster;
  let token: string;
  beforeAll(async () => {
    cluster = await startCluster({ env: { UPLOADS_PER_MINUTE: '1000' } });
    token = await adminReadyToUpload(cluster.url);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('commits and grades 20 uploads whose requests alternate between the processes', async () => {
    const sent = [];
    for (let i = 0; i < 20; i++) {
      const clip = speechClip();
      sent.push(await sendRecording(cluster.url, token, clip.wav, fieldsOf(clip)));
    }
    const served = sent.flatMap((s) => s.servedBy);
    expect(new Set(served)).toEqual(new Set(['api1', 'api2']));
    // Round-robin: no two consecutive requests on one process, across all 20 uploads.
    expect(served.filter((s, i) => i > 0 && s === served[i - 1]).length).toBeLessThan(served.length / 4);
    for (const s of sent) expect(s.grade ?? (await gradeOf(cluster.url, token, s.recordingId))).toBeTruthy();
  });

  it('reviews and releases through the balancer: sign-up, a read text, two reviewers, the build and the download', async () => {
    const issued = await call(cluster.url, 'POST', '/reading-texts', token, {
      language: 'Hindi',
      domain: 'healthcare',
    });
    const text = issued.body?.data as { id: string; text: string };
    const clip = spokenText(text.text, 'hi');
    const sent = await sendRecording(cluster.url, token, clip.wav, {
      duration: Number(clip.seconds.toFixed(2)),
      language: 'Hindi',
      domain: 'healthcare',
      paragraph: text.text,
      readingTextId: text.id,
    });
    expect(sent.grade ?? (await gradeOf(cluster.url, token, sent.recordingId))).toBeTruthy();
    // Two reviewers (the default minimum of votes), each signed up across both processes.
    for (const reviewer of [await signUpOverHttp(cluster.url), await signUpOverHttp(cluster.url)]) {
      const vote = await call(cluster.url, 'POST', `/reviews/${sent.recordingId}/vote`, reviewer, {
        vote: 'up',
      });
      expect(vote.status).toBe(200);
    }
    const release = await buildReleaseOverHttp(cluster.url, token, { languages: ['Hindi'] });
    expect(release).toMatchObject({ status: 'done', error: null });
    expect(release.report).toMatchObject({ clips: 1, excluded: {} });
    expect(release.report!.languages).toEqual([
      expect.objectContaining({ language: 'Hindi', clips: 1, unreviewedOutOfSplits: 0 }),
    ]);
    const { dir, root } = await downloadRelease(cluster.url, token, release);
    try {
      const released = await fs.readFile(path.join(root, 'Hindi', 'clips', `${sent.recordingId}.wav`));
      expect(released.equals(clip.wav)).toBe(true);
      expect(await fs.readFile(path.join(root, 'Hindi', 'validated.tsv'), 'utf8')).toContain(text.text);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('gives exactly N sign-ins per address through the balancer, counted once each in Redis, and a forged X-Forwarded-For gains nothing', async () => {
    const limit = ROUTE_LIMITS.signIn.max;
    const redis = new Redis(cluster.redisUrl);
    try {
      const key = 'dhvani-rate-limit:POST/api/v1/users/login-127.0.0.1';
      // The admin's sign-in in beforeAll came from this address too: it counts against the same N.
      const earlier = Number(await redis.get(key));
      const statuses: number[] = [];
      for (let i = 0; i < limit + 5; i++)
        statuses.push(await signIn(cluster.url, i % 2 ? { forged: `192.0.2.${i}` } : {}));
      expect(statuses.filter((s) => s !== 429)).toHaveLength(limit - earlier);
      expect(statuses.slice(limit - earlier).every((s) => s === 429)).toBe(true);
      // Each request counted once, whichever process answered it, in one window of a minute.
      expect(Number(await redis.get(key))).toBe(earlier + limit + 5);
      expect(await redis.pttl(key)).toBeGreaterThan(0);
      expect(await redis.pttl(key)).toBeLessThanOrEqual(60_000);
      // A client that reaches a process directly is not the balancer: its X-Forwarded-For is not believed.
      expect(await signIn(cluster.api[1]!.url, { forged: '198.51.100.7' })).toBe(429);
      // Another client behind the balancer has its own count.
      expect(await signIn(cluster.url, { from: '127.0.0.3' })).not.toBe(429);
      const ready = await call(cluster.url, 'GET', '/health/ready');
      expect(ready.body?.data).toMatchObject({ redis: 'ok' });
    } finally {
      redis.disconnect();
    }
  });

  it('gives exactly N per address through the balancer on every limited route: verify, refresh, existence checks, contact, data export', async () => {
    for (const [i, route] of LIMITED_ROUTES.entries()) {
      const from = `127.0.0.${40 + i}`;
      const statuses: number[] = [];
      // Alternate requests forge an address: it must count for the real one, whichever process answers.
      for (let n = 0; n < route.max + 3; n++)
        statuses.push(
          await post(cluster.url, route.path, {}, n % 2 ? { from, forged: `192.0.2.${n}` } : { from }),
        );
      const through = statuses.filter((s) => s !== 429).length;
      expect({ path: route.path, through }).toEqual({ path: route.path, through: route.max });
      expect(statuses.slice(route.max)).toEqual([429, 429, 429]);
    }
  });

  it('loses nothing when one process is killed during 10 concurrent uploads', async () => {
    const clips = Array.from({ length: 10 }, () => speechClip());
    const uploads = clips.map((clip) => sendRecording(cluster.url, token, clip.wav, fieldsOf(clip)));
    await new Promise((r) => setTimeout(r, 1_500));
    cluster.api[0]!.kill('SIGKILL');
    const results = await Promise.allSettled(uploads);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const ids = results.map((r) => (r as PromiseFulfilledResult<{ recordingId: string }>).value.recordingId);
    expect(new Set(ids).size).toBe(10);
    // Every confirmed recording is there, and graded (the dead process's jobs after their lease).
    for (const id of ids) expect(await gradeOf(cluster.url, token, id)).toBeTruthy();
  });
});
