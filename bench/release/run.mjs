#!/usr/bin/env node
// Issue 22: a dataset release of BENCH_RELEASE_CLIPS (2,000) clips. Starts its own production server (fresh
// PGlite, local storage), uploads the clips through the API (5 s tones, each a take of its own) and waits
// until the background grading is done, times a few uploads on the idle server, then starts a release
// through the admin API and, while it builds, keeps uploading one clip after another and times each upload.
// Reports MB/s and clips/s of the build (the server's own started/finished times), the server's peak resident
// memory during it, and the upload p95 during the export beside the idle one. Prints the usual JSON line of
// cases (bench/README.md).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { giveConsent, signIn, uploadClip } from '../lib/api-client.mjs';
import { rssOf, trackPeakRss } from '../lib/processes.mjs';
import { startBenchServer } from '../lib/production-server.mjs';
import { round } from '../lib/stats.mjs';
import { toneWav } from '../lib/wav.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CLIPS = Number(process.env.BENCH_RELEASE_CLIPS ?? 2000);
const SECONDS = 5;
const RSS_TARGET_MB = 300;
const log = (m) => console.error(`[release ${new Date().toISOString().slice(11, 19)}] ${m}`);

async function api(base, token, method, url, json) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${body.message}`);
  return body.data;
}

const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? null;
};

async function timedUpload(base, token, clip) {
  const started = performance.now();
  // A Hindi clip carries a Hindi text (the upload's text must be in its language's script).
  await uploadClip(base, token, clip, { language: 'Hindi', paragraph: 'कृपया यह वाक्य ज़ोर से पढ़ें।' });
  return performance.now() - started;
}

const { work, admin, server } = await startBenchServer(root, 'release');
const cases = [];
try {
  const { accessToken: token } = await signIn(server.url, admin.email, admin.password);
  await giveConsent(server.url, token);
  const clip = toneWav(SECONDS, 240);
  log(`uploading ${CLIPS} clips of ${SECONDS} s`);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < CLIPS) {
        next += 1;
        await uploadClip(server.url, token, clip, { language: 'English' });
      }
    }),
  );
  log('waiting for the background grading to finish');
  for (;;) {
    const stats = await api(server.url, token, 'GET', '/users/admin/stats');
    const pending = stats.byQuality.find((q) => q.quality === 'pending')?.count ?? 0;
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 2000));
  }

  const idle = [];
  for (let i = 0; i < 20; i++) idle.push(await timedUpload(server.url, token, clip));

  log('starting the release');
  // The server's memory before the build: its analyser threads and speech model, PGlite, caches.
  const beforeMb = round(rssOf(server.pid) / 2 ** 20, 0);
  const peak = await trackPeakRss(server.pid);
  const { _id: id } = await api(server.url, token, 'POST', '/admin/releases', { languages: ['English'] });
  const during = [];
  let release = null;
  let uploading = true;
  const uploader = (async () => {
    while (uploading) during.push(await timedUpload(server.url, token, clip));
  })();
  for (;;) {
    release = await api(server.url, token, 'GET', `/admin/releases/${id}`);
    if (release.status === 'done' || release.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  uploading = false;
  await uploader;
  const peakMb = round(peak.stop() / 2 ** 20, 0);
  if (release.status !== 'done') throw new Error(`the release failed: ${release.error}`);

  const seconds = (Date.parse(release.finishedAt) - Date.parse(release.startedAt)) / 1000;
  const mb = release.sizeBytes / 1_000_000;
  const detail = { clips: release.report.clips, sizeBytes: release.sizeBytes, seconds: round(seconds, 2) };
  log(`built ${release.report.clips} clips, ${round(mb, 1)} MB in ${round(seconds, 1)} s`);
  cases.push(
    { name: `release of ${CLIPS} clips: MB/s`, value: round(mb / seconds, 1), unit: 'MB/s', ...detail },
    {
      name: `release of ${CLIPS} clips: clips/s`,
      value: round(release.report.clips / seconds, 0),
      unit: 'clips/s',
    },
    {
      name: `release of ${CLIPS} clips: server peak RSS`,
      value: peakMb,
      unit: 'MB',
      target: `≤ ${RSS_TARGET_MB} MB`,
      pass: peakMb <= RSS_TARGET_MB,
      display: `${peakMb} MB (${beforeMb} MB before the build)`,
      beforeMb,
      method: peak.method,
    },
    {
      // What the build itself adds; the rest of the peak is the server's own memory before it.
      name: `release of ${CLIPS} clips: server RSS increase by the build`,
      value: peakMb - beforeMb,
      unit: 'MB',
      display: `+${peakMb - beforeMb} MB over the server before the build`,
    },
    {
      name: 'upload p95 during the export',
      value: round(p95(during), 0),
      unit: 'ms',
      display: `${round(p95(during), 0)} ms (idle ${round(p95(idle), 0)} ms; ${during.length} uploads)`,
      idleP95Ms: round(p95(idle), 0),
      uploads: during.length,
    },
  );
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
for (const c of cases) {
  const verdict = c.pass === undefined ? 'info' : c.pass ? 'ok  ' : 'FAIL';
  log(
    `${verdict} ${c.name}: ${c.display ?? `${c.value} ${c.unit}`}${c.target ? ` (target ${c.target})` : ''}`,
  );
}
console.log(JSON.stringify({ cases }));
