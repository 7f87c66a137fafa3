#!/usr/bin/env node
// Upload + evaluate latency (issue 5): a 120 s clip uploaded and then evaluated, N times one after the
// other, against a server that is already running (BENCH_BASE_URL; the bench harness starts it).
// Reports p50/p95 of the server time (the Server-Timing header of the two calls) and of the round trip
// over loopback. Target: server-time p50 ≤ 150 ms. The last stdout line is the JSON result.
//
//   BENCH_BASE_URL=http://127.0.0.1:8080 BENCH_EMAIL=… BENCH_PASSWORD=… node bench/upload-evaluate/run.mjs
//
// BENCH_EMAIL/BENCH_PASSWORD (falling back to ADMIN_EMAIL/ADMIN_PASSWORD) name an existing account;
// BENCH_RUNS sets N (default 20, after 2 warm-up runs that are not counted).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureAudioFixtures, SPEECH_TEXTS } from '../../scripts/make-audio-fixtures.mjs';
import { newTake } from '../lib/wav.mjs';

const TARGET_P50_MS = 150;
const base = (process.env.BENCH_BASE_URL ?? '').replace(/\/+$/, '');
const email = process.env.BENCH_EMAIL ?? process.env.ADMIN_EMAIL;
const password = process.env.BENCH_PASSWORD ?? process.env.ADMIN_PASSWORD;
const runs = Number(process.env.BENCH_RUNS ?? 20);
const warmups = 2;

if (!base || !email || !password) {
  console.error('Set BENCH_BASE_URL and BENCH_EMAIL/BENCH_PASSWORD (or ADMIN_EMAIL/ADMIN_PASSWORD).');
  process.exit(2);
}

async function call(method, url, { token, json, body, headers = {} } = {}) {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(json) : body,
  });
  const parsed = await res.json().catch(() => null);
  const roundTripMs = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${parsed?.message ?? ''}`);
  const timing = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  return { status: res.status, data: parsed?.data, roundTripMs, serverMs: timing ? Number(timing[1]) : null };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const round1 = (v) => (v === null || v === undefined ? null : Math.round(v * 10) / 10);

async function uploadAndEvaluate(token, wav, paragraph) {
  const form = new FormData();
  form.append('duration', ((wav.length - 44) / 32_000).toFixed(2));
  form.append('language', 'English');
  form.append('domain', 'healthcare');
  form.append('recordedVia', 'web');
  form.append('paragraph', paragraph);
  form.append('audio', new Blob([newTake(wav)], { type: 'audio/wav' }), 'recording.wav');
  const up = await call('POST', '/recordings/', {
    token,
    body: form,
    headers: { 'idempotency-key': randomUUID() },
  });
  let ev = await call('POST', `/recordings/${up.data._id}/evaluate`, { token });
  // 202: still grading after the server's wait (not expected one clip at a time); ask again as the web does.
  while (ev.status === 202) ev = await call('POST', `/recordings/${up.data._id}/evaluate`, { token });
  return {
    serverMs: up.serverMs === null || ev.serverMs === null ? null : up.serverMs + ev.serverMs,
    uploadServerMs: up.serverMs,
    evaluateServerMs: ev.serverMs,
    roundTripMs: up.roundTripMs + ev.roundTripMs,
    quality: ev.data.final_quality,
  };
}

const wav = readFileSync(path.join(ensureAudioFixtures().dir, 'bench-120s.wav'));
// The English text only: an upload's text must be in its language's script (the clip is labelled English).
const paragraph = SPEECH_TEXTS.en;
const { data: session } = await call('POST', '/users/login', { json: { email, password } });
const token = session.accessToken;
await call('POST', '/users/consents', { token, json: { dataUsage: true, recording: true, terms: true } });

const samples = [];
for (let i = 0; i < warmups + runs; i++) {
  const sample = await uploadAndEvaluate(token, wav, paragraph);
  if (i >= warmups) samples.push(sample);
  console.error(
    `run ${i + 1}: server ${round1(sample.serverMs)} ms, round trip ${round1(sample.roundTripMs)} ms`,
  );
}

const stat = (key, p) => {
  const values = samples.map((s) => s[key]).filter((v) => v !== null);
  return values.length ? round1(percentile(values, p)) : null;
};
const p50 = stat('serverMs', 50);
const result = {
  clipSeconds: (wav.length - 44) / 32_000,
  clipBytes: wav.length,
  runs: samples.length,
  serverP50Ms: p50,
  serverP95Ms: stat('serverMs', 95),
  uploadServerP50Ms: stat('uploadServerMs', 50),
  evaluateServerP50Ms: stat('evaluateServerMs', 50),
  roundTripP50Ms: stat('roundTripMs', 50),
  roundTripP95Ms: stat('roundTripMs', 95),
  quality: samples[0]?.quality ?? null,
  cases: [
    {
      name: 'upload+evaluate 120 s clip, server time (sequential)',
      value: p50,
      unit: 'ms',
      display: `p50 ${p50} ms, p95 ${stat('serverMs', 95)} ms (round trip p50 ${stat('roundTripMs', 50)} ms, n=${samples.length})`,
      target: `p50 ≤ ${TARGET_P50_MS} ms`,
      pass: p50 !== null && p50 <= TARGET_P50_MS,
    },
  ],
};
console.log(JSON.stringify(result));
