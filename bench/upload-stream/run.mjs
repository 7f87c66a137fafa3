#!/usr/bin/env node
// Issue 20: the recording streamed while it is spoken. Starts its own production server (fresh PGlite), then
//   1. in Debian's Chromium with the fake microphone playing the 120 s bench clip and DevTools network
//      emulation (Network.emulateNetworkConditions) at Fast 3G, Slow 4G and 0.2 Mbps up: records 120 s,
//      presses Submit and times Submit → Thank You (graded); median of BENCH_STREAM_RUNS (3). The three
//      networks record side by side in one browser, each page with its own emulation. It also counts the
//      PATCH bytes on the wire against the WAV, and checks that the server's WAV equals, byte for byte, the
//      WAV the browser made of what it captured (its Download button);
//   2. 50 clients at once each upload the 120 s clip as FLAC through /api/v1/uploads in 256 KB PATCHes,
//      commit and grade it, while the server's peak resident memory is tracked.
// Prints the usual JSON line of cases (bench/README.md).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { evaluate, giveConsent, signIn } from '../lib/api-client.mjs';
import { trackPeakRss } from '../lib/processes.mjs';
import { startBenchServer } from '../lib/production-server.mjs';
import { median, round } from '../lib/stats.mjs';
import { benchClip, newTake } from '../lib/wav.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_STREAM_RUNS ?? 3);
const SECONDS = 120;
const CLIENTS = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 50);
const CHUNK = 256 * 1024;
const TIMELINE = process.env.BENCH_STREAM_TIMELINE === '1';
const log = (m) => console.error(`[upload-stream ${new Date().toISOString().slice(11, 19)}] ${m}`);
const kbps = (k) => (k * 1000) / 8; // bytes per second, as DevTools counts
// BENCH_STREAM_NETWORKS="Fast 3G" records on those networks only (comma-separated names), and
// BENCH_UPLOAD_CONCURRENCY=0 leaves the concurrent case out: e.g. the same wait with READ_CHECK on and off.
const ONLY = process.env.BENCH_STREAM_NETWORKS?.split(',').map((n) => n.trim());
const NETWORKS = [
  { name: 'Fast 3G', up: kbps(675), down: kbps(1600), latency: 562, targetS: 5 },
  { name: 'Slow 4G', up: kbps(1500), down: kbps(4000), latency: 150, targetS: 3 },
  { name: '0.2 Mbps up, 800 ms', up: kbps(200), down: kbps(400), latency: 800, targetS: null },
].filter((n) => !ONLY || ONLY.includes(n.name));

const { work, admin, server } = await startBenchServer(root, 'stream');
const cases = [];
try {
  const session = await signIn(server.url, admin.email, admin.password);
  await giveConsent(server.url, session.accessToken);
  await browserCases(session);
  if (CLIENTS > 0) cases.push(...(await concurrentCase(session.accessToken)));
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
console.log(JSON.stringify({ cases }));

async function oneRecording(browser, session, network) {
  const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  await context.addInitScript((s) => {
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latency,
    downloadThroughput: network.down,
    uploadThroughput: network.up,
  });
  // What the browser sent as PATCH bodies: a Blob body is not visible to Playwright as post data, so the
  // Content-Length the network stack sent with each PATCH is what is counted (resent chunks included).
  let wireBytes = 0;
  const counted = [];
  let recordingId = null;
  const timeline = [];
  // With BENCH_STREAM_TIMELINE=1, each API request's timing (for where the wait after Submit goes).
  if (TIMELINE) context.on('requestfinished', (req) => timeline.push(timed(req)));
  // On the context, so a request made from a worker counts too.
  context.on('request', (req) => {
    if (req.method() === 'PATCH' && req.url().includes('/api/v1/uploads/'))
      counted.push(req.allHeaders().then((h) => (wireBytes += Number(h['content-length'] ?? 0))));
    // The recording this page made (the three networks share one account, so "the newest" is ambiguous).
    const graded = /\/api\/v1\/recordings\/([^/]+)\/evaluate$/.exec(new URL(req.url()).pathname);
    if (graded) recordingId = graded[1];
  });
  // The commit answers with the recording's id (and usually its grade, so evaluate may never be called).
  context.on('response', (res) => {
    if (res.request().method() === 'POST' && /\/api\/v1\/uploads\/[^/]+\/commit/.test(res.url()))
      counted.push(
        res
          .json()
          .then((body) => (recordingId = body?.data?._id ?? recordingId))
          .catch(() => undefined),
      );
  });
  await page.goto('/qr-recording?language=English&domain=healthcare');
  // The three networks share one account: from the second on, step 2 ticks the boxes itself once the consent
  // on record arrives. Ticking before that answer raced with it (a box ticked by the page just before the
  // click was unticked by it, and the run stopped at step 2), so the boxes are ticked after it.
  const consentOnRecord = page.waitForResponse(
    (res) => res.request().method() === 'GET' && new URL(res.url()).pathname === '/api/v1/users/consents',
  );
  await page.getByRole('button', { name: 'Get Started' }).click();
  await consentOnRecord;
  await page.getByRole('checkbox').first().waitFor();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('blockquote').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  const review = page.getByRole('heading', { level: 1, name: 'Review & Submit' });
  await review.waitFor({ timeout: (SECONDS + 60) * 1000 });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const captured = readFileSync(await (await download).path());
  const started = performance.now();
  const submittedAt = Date.now();
  await page.getByRole('button', { name: 'Submit Recording' }).click();
  await page.getByRole('heading', { level: 1, name: 'Thank You' }).waitFor({ timeout: 15 * 60_000 });
  const seconds = (performance.now() - started) / 1000;
  if (TIMELINE)
    log(`${network.name} after Submit (ms from the click):\n${await printTimeline(timeline, submittedAt)}`);
  await Promise.all(counted);
  if (!recordingId) throw new Error(`${network.name}: the page never committed or graded a recording`);
  if (wireBytes === 0) throw new Error(`${network.name}: no PATCH body was counted`);
  const wav = Buffer.from(
    await (
      await fetch(`${server.url}/api/v1/recordings/${recordingId}/audio?format=wav`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
    ).arrayBuffer(),
  );
  await context.close();
  return {
    seconds,
    ratio: wireBytes / captured.length,
    bitExact: wav.equals(captured),
    wavBytes: captured.length,
  };
}

/** One finished request: when it started (epoch ms), how long to its response's end, and its Server-Timing. */
async function timed(req) {
  const t = req.timing();
  const headers = await req
    .response()
    .then((r) => r?.allHeaders() ?? {})
    .catch(() => ({}));
  return {
    what: `${req.method()} ${new URL(req.url()).pathname.replace(/[0-9a-f-]{36}/g, '{id}')}`,
    start: t.startTime,
    end: t.startTime + t.responseEnd,
    // Every metric of the Server-Timing header: "app 12.3" for app;dur=12.3.
    server: (headers['server-timing'] ?? '').replace(/;dur=/g, ' '),
  };
}

async function printTimeline(timeline, submittedAt) {
  const rows = (await Promise.all(timeline)).filter(
    (r) => r.end >= submittedAt - 3000 && r.what.includes('/api/'),
  );
  return rows
    .sort((a, b) => a.start - b.start)
    .map(
      (r) =>
        `  ${String(Math.round(r.start - submittedAt)).padStart(6)} → ${String(Math.round(r.end - submittedAt)).padStart(6)}  ${r.what}${r.server ? ` (server ms: ${r.server})` : ''}`,
    )
    .join('\n');
}

async function browserCases(session) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${path.join(root, 'fixtures/generated/audio/bench-120s.wav')}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const results = NETWORKS.map(() => []);
  try {
    for (let run = 1; run <= RUNS; run++) {
      log(`browser run ${run}/${RUNS}: three ${SECONDS} s recordings side by side`);
      // One at a time would take 9 × 2 minutes; side by side the networks do not share an emulated link.
      const outcomes = await Promise.all(NETWORKS.map((n) => oneRecording(browser, session, n)));
      outcomes.forEach((o, i) => results[i].push(o));
      log(outcomes.map((o, i) => `${NETWORKS[i].name}: ${round(o.seconds, 2)} s`).join(', '));
    }
  } finally {
    await browser.close();
  }
  NETWORKS.forEach((network, i) => {
    const runs = results[i];
    const value = round(median(runs.map((r) => r.seconds)), 2);
    cases.push({
      name: `Submit → Thank You, 120 s clip, ${network.name} (median of ${runs.length})`,
      value,
      unit: 's',
      display: `${value} s (runs: ${runs.map((r) => round(r.seconds, 2)).join(', ')})`,
      target: network.targetS ? `≤ ${network.targetS} s` : 'completes',
      pass: network.targetS ? value <= network.targetS : runs.length === RUNS,
    });
  });
  const all = results.flat();
  const ratio = round(median(all.map((r) => r.ratio)), 3);
  cases.push({
    name: 'bytes on the wire ÷ WAV (PATCH bodies, median over all runs)',
    value: ratio,
    unit: '×',
    display: `${ratio} × (${Math.max(...all.map((r) => r.wavBytes))} bytes as WAV)`,
    target: '≤ 0.65',
    pass: ratio <= 0.65,
  });
  const exact = all.filter((r) => r.bitExact).length;
  cases.push({
    name: "server's WAV equals the browser's captured WAV, byte for byte",
    value: exact,
    unit: `of ${all.length}`,
    target: 'all',
    pass: exact === all.length,
  });
}

/** The clip as FLAC, `count` takes of it: the server accepts the same audio only once (issue 17 §3). */
async function flacsOfBenchClip(count) {
  const { encodeFlac } = await import('../../packages/flac/dist/encoder.js');
  const clip = benchClip();
  return Array.from({ length: count }, () => {
    const wav = newTake(clip.wav);
    const pcm = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
    return { flac: Buffer.from(encodeFlac(pcm, { sampleRate: 16_000 })), seconds: pcm.length / 16_000, clip };
  });
}

async function streamOne(token, audio) {
  const base = `${server.url}/api/v1/uploads`;
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const created = await fetch(base, { method: 'POST', headers: { ...tus, 'upload-defer-length': '1' } });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  const url = `${server.url}${created.headers.get('location')}`;
  for (let at = 0; at < audio.flac.length; at += CHUNK) {
    const last = at + CHUNK >= audio.flac.length;
    const res = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...tus,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(at),
        ...(last ? { 'upload-length': String(audio.flac.length) } : {}),
      },
      body: audio.flac.subarray(at, at + CHUNK),
    });
    if (res.status !== 204) throw new Error(`PATCH answered ${res.status}`);
  }
  const commit = await fetch(`${url}/commit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      duration: audio.seconds.toFixed(2),
      language: 'English',
      domain: 'healthcare',
      paragraph: audio.clip.paragraph,
    }),
  });
  if (commit.status !== 201) throw new Error(`commit answered ${commit.status}: ${await commit.text()}`);
  await evaluate(server.url, token, (await commit.json()).data._id);
}

async function concurrentCase(token) {
  const audios = await flacsOfBenchClip(CLIENTS);
  log(`${CLIENTS} concurrent streamed uploads (FLAC, ${CHUNK / 1024} KB PATCHes), commit and grade`);
  const peak = await trackPeakRss(server.pid);
  const started = performance.now();
  const settled = await Promise.allSettled(
    Array.from({ length: CLIENTS }, (_, i) => streamOne(token, audios[i])),
  );
  const totalS = round((performance.now() - started) / 1000, 1);
  const peakMb = round(peak.stop() / 2 ** 20, 0);
  const failed = settled.filter((s) => s.status === 'rejected').map((s) => String(s.reason?.message));
  return [
    {
      name: `${CLIENTS} concurrent streamed uploads + grading, embedded PGlite: server peak RSS`,
      value: peakMb,
      unit: 'MB',
      display: `${peakMb} MB (${peak.method}); ${CLIENTS - failed.length}/${CLIENTS} graded in ${totalS} s${failed.length ? `; first error: ${failed[0]}` : ''}`,
      target: '≤ 300 MB',
      pass: peakMb <= 300 && failed.length === 0,
    },
  ];
}
