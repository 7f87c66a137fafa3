// The topology test (issue 34): PostgreSQL, Redis, an S3 emulator, two API processes and HAProxy round-robin
// without stickiness, all on loopback (start-cluster.ts). Uploads whose requests alternate between processes
// are committed and graded; kill -9 of one process during 10 concurrent uploads loses no confirmed recording,
// refuses no finished upload, and every grade is delivered; a per-IP sign-in limit of N gives exactly N through
// the balancer, and a forged X-Forwarded-For gains nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '../src/modules/auth/policy.js';
import { adminReadyToUpload, call } from '../test/faults/support/http-client.js';
import { speechClip } from '../test/support/recordings.js';
import { startCluster, type Cluster } from './start-cluster.js';
import { sendRecording } from './tus-over-http.js';

const fieldsOf = (clip: ReturnType<typeof speechClip>) => ({
  duration: Number(clip.seconds.toFixed(2)),
  language: 'English',
  domain: 'healthcare',
  paragraph: clip.paragraph,
});

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

  it('gives exactly N sign-ins per address through the balancer, and a forged X-Forwarded-For gains nothing', async () => {
    const limit = ROUTE_LIMITS.signIn.max;
    const signIn = (forged?: string) =>
      fetch(`${cluster.url}/api/v1/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(forged ? { 'x-forwarded-for': forged } : {}) },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-pass-1' }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) statuses.push(await signIn(i % 2 ? `192.0.2.${i}` : undefined));
    expect(statuses.filter((s) => s !== 429)).toHaveLength(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
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
