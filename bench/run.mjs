#!/usr/bin/env node
// `npm run bench` (issue 8): builds what is stale, starts the production build (apps/server/dist/main.js) on a
// free port with a temporary DATA_DIR and a bare Fastify hello-world on another, runs every case, prints one
// table, writes bench/results/latest.json and appends to bench/results/history.jsonl. See bench/README.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runApiCases } from './api/cases.mjs';
import { analyserRows, genericRows } from './lib/adapters.mjs';
import { giveConsent, signIn, uploadClip } from './lib/api-client.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { gitInfo, machineInfo } from './lib/machine.mjs';
import { logPath, startNodeServer } from './lib/processes.mjs';
import { errored, notAvailable, printTable, writeResults } from './lib/report.mjs';
import { runSubBench, subBenchScript } from './lib/sub-bench.mjs';
import { CONCURRENT_CLIENTS, runConcurrent } from './lib/upload-evaluate.mjs';
import { verifyStore } from './lib/verify-store.mjs';
import { toneWav } from './lib/wav.mjs';

const root = path.resolve(import.meta.dirname, '..');
const startedAt = new Date();
const machine = machineInfo();
const log = (message) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const rows = [];
const scale = process.env.BENCH_SCALE === '1';
const work = mkdtempSync(path.join(tmpdir(), 'dhvani-bench-'));
const dataDir = path.join(work, 'data');
const admin = { email: 'bench-admin@example.test', password: randomBytes(12).toString('hex') };

/** Runs one step; an exception becomes an 'error' row instead of ending the whole bench. */
async function step(group, name, fn) {
  try {
    rows.push(...(await fn()));
  } catch (err) {
    log(`${group}: ${err.message}`);
    rows.push(errored(group, name, err));
  }
}

async function seedRecordings(base, token, count) {
  const clip = toneWav(2);
  const queue = Array.from({ length: count }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (queue.shift() !== undefined) await uploadClip(base, token, clip);
    }),
  );
}

async function subBench(group, name, rowsOf, { env = {}, timeoutMs }) {
  const script = subBenchScript(root, name);
  if (!script)
    return [notAvailable(group, `${group} benchmark`, `bench/${name}/run.mjs is not in this checkout`)];
  log(`running bench/${name}/run.mjs`);
  const json = await runSubBench({
    script,
    cwd: root,
    env: { ...process.env, ...env },
    logFile: logPath(work, name),
    timeoutMs,
  });
  return rowsOf(json);
}

ensureBuilt(root, log);
// The server under test: production mode, its own DATA_DIR (embedded PGlite, local audio), an admin account
// to sign in with (no delivery provider is needed), never the caller's DATABASE_URL or S3 settings.
const { DATABASE_URL: _db, STORAGE: _storage, ...callerEnv } = process.env;
const serverEnv = {
  ...callerEnv,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
};
let concurrentIds = [];
const server = await startNodeServer({
  script: path.join(root, 'apps/server/dist/main.js'),
  cwd: root,
  env: serverEnv,
  readyPath: '/api/v1/health',
  logFile: logPath(work, 'server'),
});
const bare = await startNodeServer({
  script: path.join(root, 'bench/bare-fastify.mjs'),
  cwd: root,
  env: { PATH: process.env.PATH },
  readyPath: '/',
  logFile: logPath(work, 'bare-fastify'),
});
log(`server ${server.url} (pid ${server.pid}, DATA_DIR ${dataDir}), bare Fastify ${bare.url}`);
try {
  const { accessToken: token } = await signIn(server.url, admin.email, admin.password);
  await giveConsent(server.url, token);
  await step('api', 'API cases', async () => {
    log('seeding 100 recordings through the API');
    await seedRecordings(server.url, token, 100);
    return runApiCases({ server, bare, token, log });
  });
  const asAdmin = { BENCH_BASE_URL: server.url, BENCH_EMAIL: admin.email, BENCH_PASSWORD: admin.password };
  await step('upload', 'upload+evaluate sequential', () =>
    subBench('upload', 'upload-evaluate', (json) => genericRows('upload', json), {
      env: asAdmin,
      timeoutMs: 5 * 60_000,
    }),
  );
  await step('upload', 'upload+evaluate concurrent', async () => {
    const concurrent = await runConcurrent({ server, token, log });
    concurrentIds = concurrent.ids;
    return concurrent.rows;
  });
  await step('web', 'web', () =>
    subBench('web', 'web', (json) => genericRows('web', json), {
      env: asAdmin,
      timeoutMs: 10 * 60_000,
    }),
  );
} finally {
  await Promise.all([bare.stop(), server.stop()]);
}
await step('upload', 'stored and evaluated', async () => {
  const check = await verifyStore(dataDir, concurrentIds);
  return [
    {
      group: 'upload',
      name: 'concurrent uploads stored and evaluated (DB + files)',
      value: check.evaluated,
      unit: 'recordings',
      display:
        `${check.evaluated}/${CONCURRENT_CLIENTS} graded once; ${check.filesOk}/${check.recordings} rows ` +
        `have their file` +
        (check.problems.length
          ? `; ${check.problems.slice(0, 2).join('; ')}`
          : '; no orphans, staging empty'),
      target: 'all, balances = ledger',
      pass: check.problems.length === 0 && check.evaluated === CONCURRENT_CLIENTS,
      detail: check,
    },
  ];
});
await step('analyser', 'analyser', () =>
  subBench('analyser', 'analyser', analyserRows, { timeoutMs: 5 * 60_000 }),
);
if (scale) {
  await step('scale', 'scale', () =>
    subBench('scale', 'scale', (json) => genericRows('scale', json), { timeoutMs: 60 * 60_000 }),
  );
} else {
  rows.push(
    notAvailable('scale', '1M-recording admin queries', 'skipped: set BENCH_SCALE=1 (PostgreSQL, minutes)'),
  );
}

const latest = writeResults(root, {
  git: gitInfo(root),
  machine,
  startedAt,
  rows,
  options: { scale, apiRounds: Number(process.env.BENCH_API_ROUNDS ?? 3) },
});
console.log(
  `\nDhvani Shilp bench — ${latest.commit?.slice(0, 10)}${latest.dirty ? ' (+ local changes)' : ''}, ${latest.date}`,
);
console.log(
  `${latest.machine.cores}× ${latest.machine.cpu}, ${latest.machine.memoryMb} MB, node ${latest.machine.node}, load ${machine.loadAverage1m} at start\n`,
);
printTable(rows);
const s = latest.summary;
console.log(
  `\n${s.pass} pass, ${s.fail} fail, ${s.error} error, ${s.notAvailable} not available — ${latest.durationSeconds} s`,
);
console.log('Written: bench/results/latest.json, appended: bench/results/history.jsonl');
if (s.error === 0) rmSync(work, { recursive: true, force: true });
else console.log(`Logs kept in ${work}`);
process.exit(s.error ? 1 : 0);
