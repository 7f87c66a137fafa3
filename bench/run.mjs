#!/usr/bin/env node
// `npm run bench` (issue 8): builds what is stale, starts the production build (apps/server/dist/main.js) on a
// free port with a temporary DATA_DIR and a bare Fastify hello-world on another, runs every case, prints one
// table, writes bench/results/latest.json and appends to bench/results/history.jsonl. See bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runApiCases } from './api/cases.mjs';
import { analyserRows, genericRows } from './lib/adapters.mjs';
import { giveConsent, seedRecordings, signIn } from './lib/api-client.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { gitInfo, machineInfo } from './lib/machine.mjs';
import { logPath, startNodeServer } from './lib/processes.mjs';
import { benchAdmin, startProductionServer } from './lib/production-server.mjs';
import { errored, notAvailable, printTable, writeResults } from './lib/report.mjs';
import { runSubBench, subBenchScript } from './lib/sub-bench.mjs';
import { CONCURRENT_CLIENTS, runConcurrent } from './lib/upload-evaluate.mjs';
import { verifiedRow, verifyStore } from './lib/verify-store.mjs';

const root = path.resolve(import.meta.dirname, '..');
const startedAt = new Date();
const machine = machineInfo();
const log = (message) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const rows = [];
const scale = process.env.BENCH_SCALE === '1';
const work = mkdtempSync(path.join(tmpdir(), 'dhvani-bench-'));
const dataDir = path.join(work, 'data');
const admin = benchAdmin();
const ENGINE = 'embedded PGlite';

/** Runs one step; an exception becomes an 'error' row instead of ending the whole bench. */
async function step(group, name, fn) {
  try {
    rows.push(...(await fn()));
  } catch (err) {
    log(`${group}: ${err.message}`);
    rows.push(errored(group, name, err));
  }
}

/** Another issue's bench/<name>/<file> (run.mjs), or a 'not available' row when this checkout has none. */
async function subBench(group, name, rowsOf, { env = {}, timeoutMs, file = 'run.mjs' }) {
  const script = subBenchScript(root, name, file);
  if (!script)
    return [notAvailable(group, `${name} benchmark`, `bench/${name}/${file} is not in this checkout`)];
  log(`running bench/${name}/${file}`);
  const json = await runSubBench({
    args: [script],
    cwd: root,
    env: { ...process.env, ...env },
    logFile: logPath(work, file === 'run.mjs' ? name : `${name}-${path.basename(file, '.mjs')}`),
    timeoutMs,
  });
  return rowsOf(json);
}

/** A script run on a private PostgreSQL server (scripts/with-postgres.mjs sets DATABASE_URL); its JSON. */
function withPostgres(script, args, logName, timeoutMs) {
  return runSubBench({
    args: [path.join(root, 'scripts/with-postgres.mjs'), process.execPath, path.join(root, script), ...args],
    cwd: root,
    env: process.env,
    logFile: logPath(work, logName),
    timeoutMs,
  });
}

ensureBuilt(root, log);
let concurrentIds = [];
const server = await startProductionServer({ root, dataDir, admin, logDir: work });
const bare = await startNodeServer({
  args: [path.join(root, 'bench/bare-fastify.mjs')],
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
    const concurrent = await runConcurrent({ server, token, log, engine: ENGINE });
    concurrentIds = concurrent.ids;
    return concurrent.rows;
  });
  await step('sentences', 'reading texts', () =>
    subBench('sentences', 'sentences', (json) => genericRows('sentences', json), {
      env: asAdmin,
      timeoutMs: 5 * 60_000,
    }),
  );
  await step('web', 'web', () =>
    subBench('web', 'web', (json) => genericRows('web', json), { env: asAdmin, timeoutMs: 10 * 60_000 }),
  );
} finally {
  await Promise.all([bare.stop(), server.stop()]);
}
await step('upload', 'stored and evaluated', async () => [
  verifiedRow(
    `${CONCURRENT_CLIENTS} concurrent, ${ENGINE}: stored + graded (DB, files)`,
    await verifyStore({ dataDir, evaluatedIds: concurrentIds }),
    CONCURRENT_CLIENTS,
  ),
]);
await step('upload', 'cases on PostgreSQL', async () => {
  log('GET /users/current and concurrent upload+evaluate again, on a private PostgreSQL');
  const json = await withPostgres('bench/lib/on-postgres.mjs', [work], 'on-postgres', 8 * 60_000);
  return json.cases.map((c) => ({ ...c, group: c.group ?? 'upload' }));
});
await step('analyser', 'analyser', () =>
  subBench('analyser', 'analyser', analyserRows, { timeoutMs: 5 * 60_000 }),
);
await step('read-check', 'read-check', () =>
  subBench('read-check', 'read-check', (json) => genericRows('read-check', json), { timeoutMs: 5 * 60_000 }),
);
await step('read-check', 'agreement with reviewers at scale', async () => {
  log("the read-check's agreement query on 1,000,000 clips in review, on a private PostgreSQL");
  const json = await withPostgres('bench/read-check/agreement.mjs', [], 'read-check-agreement', 30 * 60_000);
  return genericRows('read-check', json);
});
await step('upload', 'streamed upload', () =>
  subBench('upload', 'upload-stream', (json) => genericRows('upload', json), { timeoutMs: 30 * 60_000 }),
);
await step('sentences', 'sentence import', () =>
  subBench('sentences', 'sentences', (json) => genericRows('sentences', json), {
    file: 'import.mjs',
    timeoutMs: 20 * 60_000,
  }),
);
await step('api', 'grading backlog', () =>
  subBench('api', 'backlog', (json) => genericRows('api', json), { timeoutMs: 15 * 60_000 }),
);
await step('release', 'dataset release', () =>
  subBench('release', 'release', (json) => genericRows('release', json), { timeoutMs: 30 * 60_000 }),
);
await step('cluster', 'one process vs two behind HAProxy', () =>
  subBench('cluster', 'cluster', (json) => genericRows('cluster', json), { timeoutMs: 15 * 60_000 }),
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
const commit = latest.commit ? latest.commit.slice(0, 10) : 'no git checkout';
console.log(`\nDhvani Shilp bench — ${commit}${latest.dirty ? ' (+ local changes)' : ''}, ${latest.date}`);
console.log(
  `${machine.cores}× ${machine.cpu}, ${machine.memoryMb} MB, node ${machine.node}, load ${machine.loadAverage1m} at start\n`,
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
