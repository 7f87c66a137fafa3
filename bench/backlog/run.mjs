#!/usr/bin/env node
// Issue 37: does the server still answer while background grading catches up? Starts its own production server
// (fresh PGlite, local storage) with background grading off, uploads BENCH_BACKLOG_CLIPS (200) clips of
// speech (10 s, each a take of its own), so they wait as 200 queued grading jobs; restarts it with grading on
// (as after a deploy or a crash), and while the backlog drains probes GET /api/v1/health (one request every
// 100 ms) and a sign-in (one every 500 ms), one request at a time each. Once the backlog is graded, the same
// probes again for as long on the idle server. Reports the p95 of each side by side with the drain's length.
// Prints the usual JSON line of cases (bench/README.md).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureAudioFixtures } from '../../scripts/make-audio-fixtures.mjs';
import { giveConsent, signIn, uploadClip } from '../lib/api-client.mjs';
import { benchAdmin, startProductionServer } from '../lib/production-server.mjs';
import { round } from '../lib/stats.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CLIPS = Number(process.env.BENCH_BACKLOG_CLIPS ?? 200);
const HEALTH_EVERY_MS = 100;
const SIGN_IN_EVERY_MS = 500;
const log = (m) => console.error(`[backlog ${new Date().toISOString().slice(11, 19)}] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? null;
};

/** Calls `request` every `everyMs` (or right after the previous answer, when that took longer) until stopped. */
function probe(everyMs, request) {
  const times = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await request().then(
        (res) => res.ok,
        () => false,
      );
      const ms = performance.now() - started;
      if (ok) times.push(ms);
      else failures += 1;
      await sleep(Math.max(0, everyMs - ms));
    }
  })();
  return async () => {
    running = false;
    await done;
    return { times, failures };
  };
}

/** Health and sign-in probes, both at once, until `until` resolves. */
async function probeWhile(base, admin, until) {
  const stopHealth = probe(HEALTH_EVERY_MS, () => fetch(`${base}/api/v1/health`));
  const stopSignIn = probe(SIGN_IN_EVERY_MS, () =>
    fetch(`${base}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    }),
  );
  await until;
  return { health: await stopHealth(), signIn: await stopSignIn() };
}

async function pendingGrades(base, token) {
  const res = await fetch(`${base}/api/v1/users/admin/stats`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const stats = (await res.json()).data;
  return stats.byQuality.find((q) => q.quality === 'pending')?.count ?? 0;
}

function row(name, during, idle, drainSeconds) {
  const p95 = round(percentile(during.times, 0.95), 0);
  const idleP95 = round(percentile(idle.times, 0.95), 0);
  const p50 = round(percentile(during.times, 0.5), 0);
  const failures = during.failures + idle.failures;
  return {
    name,
    value: p95,
    unit: 'ms',
    display:
      `p95 ${p95} ms during the backlog (p50 ${p50}, max ${round(Math.max(...during.times), 0)}, ` +
      `${during.times.length} requests) vs ${idleP95} ms without (p50 ${round(percentile(idle.times, 0.5), 0)}); ` +
      `${CLIPS} clips graded in ${drainSeconds} s${failures ? `; ${failures} failed` : ''}`,
    target: null,
    pass: failures === 0 ? null : false,
    detail: {
      during: { p95, p50, count: during.times.length },
      idle: { p95: idleP95 },
      failures,
      drainSeconds,
    },
  };
}

const work = mkdtempSync(path.join(tmpdir(), 'dhvani-backlog-'));
const dataDir = path.join(work, 'data');
const admin = benchAdmin();
// The probes sign in 2 times a second: the per-IP sign-in limit (20 a minute) would refuse most of them.
const env = { IP_RATE_LIMIT_SCALE: '100' };
const { dir: audioDir, manifest } = ensureAudioFixtures();
const clip = readFileSync(path.join(audioDir, 'en-clean.wav'));

let server = await startProductionServer({
  root,
  dataDir,
  admin,
  logDir: work,
  name: 'backlog-server-queue',
  env: { ...env, JOB_CONCURRENCY: '0' },
});
const cases = [];
try {
  const { accessToken: token } = await signIn(server.url, admin.email, admin.password);
  await giveConsent(server.url, token);
  log(`uploading ${CLIPS} clips of 10 s with background grading off`);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < CLIPS) {
        next += 1;
        await uploadClip(server.url, token, clip, { paragraph: manifest.texts.en });
      }
    }),
  );
  await server.stop();

  server = await startProductionServer({ root, dataDir, admin, logDir: work, name: 'backlog-server', env });
  const started = performance.now();
  log(`restarted with grading on; probing while ${CLIPS} grading jobs drain`);
  const drained = (async () => {
    while ((await pendingGrades(server.url, token)) > 0) await sleep(1000);
  })();
  const during = await probeWhile(server.url, admin, drained);
  const drainSeconds = round((performance.now() - started) / 1000, 1);
  log(`drained in ${drainSeconds} s; probing the idle server as long`);
  const idle = await probeWhile(server.url, admin, sleep(Math.min(60, drainSeconds) * 1000));
  cases.push(
    row(`GET /api/v1/health while ${CLIPS} uploads are graded`, during.health, idle.health, drainSeconds),
  );
  cases.push(row(`sign-in while ${CLIPS} uploads are graded`, during.signIn, idle.signIn, drainSeconds));
} finally {
  await server.stop();
}
rmSync(work, { recursive: true, force: true });
console.log(JSON.stringify({ cases }));
