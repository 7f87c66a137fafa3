#!/usr/bin/env node
// Issuing a reading text (issue 32): the latency of POST /api/v1/reading-texts on the running production server
// (embedded PGlite, the built-in corpus of some 5,300 sentences), one request after another as a contributor
// asks, after a warm-up; p50 and p95 over the measured requests. The speaker reads part of what they are
// given first (through the upload API, with the issued text's id), so the choice skips sentences already read,
// as it does for a real contributor.
//
//   BENCH_BASE_URL=… BENCH_EMAIL=… BENCH_PASSWORD=… node bench/sentences/run.mjs   (bench/run.mjs sets them)
//
// The last stdout line is the JSON for bench/run.mjs.
import { giveConsent, signIn } from '../lib/api-client.mjs';
import { round } from '../lib/stats.mjs';
import { toneWav } from '../lib/wav.mjs';

const base = process.env.BENCH_BASE_URL;
const REQUESTS = Number(process.env.BENCH_ISSUE_REQUESTS ?? 400);
const WARM_UP = 20;
const READ_FIRST = 30;
const TARGET_P95_MS = 10;
const log = (message) => console.error(`[sentences] ${message}`);

if (!base) throw new Error('BENCH_BASE_URL is not set');
const { accessToken: token } = await signIn(base, process.env.BENCH_EMAIL, process.env.BENCH_PASSWORD);
await giveConsent(base, token);

async function issue(language, domain) {
  const res = await fetch(`${base}/api/v1/reading-texts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language, domain }),
  });
  if (!res.ok) throw new Error(`POST /reading-texts answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

async function read(text, n) {
  const form = new FormData();
  form.append('duration', '1.00');
  form.append('language', text.language);
  form.append('domain', text.domain);
  form.append('paragraph', text.text);
  form.append('readingTextId', text.id);
  form.append('audio', new Blob([toneWav(1, 200 + n)], { type: 'audio/wav' }), 'recording.wav');
  const res = await fetch(`${base}/api/v1/recordings/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
}

const pairs = [
  ['Hindi', 'healthcare'],
  ['Tamil', 'retail'],
  ['English', 'technology'],
  ['Bengali', 'education'],
];
log(`reading ${READ_FIRST} issued texts first`);
for (let n = 0; n < READ_FIRST; n++) {
  const [language, domain] = pairs[n % pairs.length];
  await read(await issue(language, domain), n);
}
// GET /users/current, timed at the same moments, is the yardstick: a signed-in request with one small read, so
// a loaded machine shows in both rows and the difference is what choosing and storing a text costs.
async function current() {
  const res = await fetch(`${base}/api/v1/users/current`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /users/current answered ${res.status}`);
  await res.arrayBuffer();
}

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const issueTimes = [];
const currentTimes = [];
for (let n = 0; n < WARM_UP + REQUESTS; n++) {
  const [language, domain] = pairs[n % pairs.length];
  const issued = await timed(() => issue(language, domain));
  const yardstick = await timed(current);
  if (n >= WARM_UP) {
    issueTimes.push(issued);
    currentTimes.push(yardstick);
  }
}
const percentile = (times, q) => {
  const sorted = [...times].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))], 2);
};
const p50 = percentile(issueTimes, 0.5);
const p95 = percentile(issueTimes, 0.95);
const yardP50 = percentile(currentTimes, 0.5);
const yardP95 = percentile(currentTimes, 0.95);
log(`${REQUESTS} texts issued one after another: p50 ${p50} ms, p95 ${p95} ms`);
log(`GET /users/current at the same moments: p50 ${yardP50} ms, p95 ${yardP95} ms`);
console.log(
  JSON.stringify({
    cases: [
      {
        name: 'issue a reading text, PGlite, built-in corpus: p95',
        value: p95,
        unit: 'ms',
        display: `p95 ${p95} ms (p50 ${p50} ms, n=${REQUESTS})`,
        target: `≤ ${TARGET_P95_MS} ms`,
        pass: p95 <= TARGET_P95_MS,
      },
      {
        name: 'GET /users/current at the same moments (yardstick): p95',
        value: yardP95,
        unit: 'ms',
        display: `p95 ${yardP95} ms (p50 ${yardP50} ms, n=${REQUESTS})`,
      },
    ],
  }),
);
