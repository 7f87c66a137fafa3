#!/usr/bin/env node
// Scale bench (issue 6): 100,000 users and 1,000,000 recordings in PostgreSQL, then the p95 latency of the
// admin list (with and without filters), the admin stats and a contributor's recordings, each ≤ 50 ms; and
// with 5,000,000 review votes, peer review's next clip and a vote, each ≤ 20 ms (issue 21); then a dataset
// release of the 1,000,000 recordings' metadata in a process started like the server, its clips/s and its
// peak RSS, ≤ 300 MB (issue 22, release.mjs); last, in a database of its own, issuing a reading text with
// 1,000,000 sentences and 10,000,000 recordings, ≤ 20 ms (issue 32, sentences.mjs).
//
//   BENCH_SCALE=1 node bench/scale/run.mjs      (or BENCH_SCALE=1 npm run bench, which runs it too)
//
// Without DATABASE_URL it starts a private throw-away server through scripts/with-postgres.mjs. With one,
// it creates (and afterwards drops) a database `dhvani_scale` on that server. Requests go through the
// built server (apps/server/dist) with app.inject(): routing, the auth lookup, validation, SQL and JSON
// serialisation are all measured; the network is not. The last stdout line is the JSON for bench/run.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cases, measure, signIn } from './measure.mjs';
import { releaseCase } from './release.mjs';
import { sentenceScaleCase } from './sentences.mjs';
import { HEAVY_USER_EMAIL, RECORDINGS, REVIEWER_EMAIL, TYPICAL_USER_EMAIL, USERS, seed } from './seed.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const log = (message) => console.error(`[scale ${new Date().toISOString().slice(11, 19)}] ${message}`);
const TARGET_MS = 50;
const DB_NAME = 'dhvani_scale';

if (process.env.BENCH_SCALE !== '1') {
  log('skipped: set BENCH_SCALE=1 (seeds 1,000,000 recordings into PostgreSQL; takes minutes)');
  console.log(JSON.stringify({ cases: [], skipped: 'BENCH_SCALE is not 1' }));
  process.exit(0);
}
if (!process.env.DATABASE_URL) {
  const wrapped = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/with-postgres.mjs'), process.execPath, ...process.argv.slice(1)],
    { stdio: 'inherit', env: process.env },
  );
  process.exit(wrapped.status ?? 1);
}

const dist = path.join(root, 'apps/server/dist');
if (!existsSync(path.join(dist, 'app.js'))) {
  log('building the server (apps/server/dist is missing)');
  for (const ws of ['packages/contract', 'packages/flac', 'apps/server']) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) throw new Error(`npm run build -w ${ws} failed`);
  }
}
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { buildApp } = await load('app.js');
const { loadConfig } = await load('config.js');
const pg = (await import('pg')).default;
const { speakerSplit } = await load('modules/sentences/splits.js');
const { deploymentSecret } = await load('modules/sentences/repository.js');

const adminUrl = new URL(process.env.DATABASE_URL);
const scaleUrl = new URL(adminUrl);
scaleUrl.pathname = `/${DB_NAME}`;
const admin = { email: 'scale-admin@scale.test', password: 'scale-admin-password' };
const JWT_SECRET = 'scale-bench-secret-scale-bench-secret-0123';
const dataDir = mkdtempSync(path.join(tmpdir(), 'dhvani-scale-'));

async function onServer(url, fn) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

await onServer(adminUrl, async (c) => {
  await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${DB_NAME}`);
});

const serverEnv = (dir) => ({
  NODE_ENV: 'production',
  DATA_DIR: dir,
  WEB_DIST_DIR: path.join(dir, 'no-web'),
  JWT_SECRET,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'warn',
});

let app;
try {
  const config = loadConfig({ ...serverEnv(dataDir), DATABASE_URL: scaleUrl.toString() });
  app = await buildApp({ config, logger: false });
  await app.ready(); // migrations ran in buildApp; onReady made the admin account
  log(`seeding ${USERS} users and ${RECORDINGS} recordings into ${DB_NAME}`);
  const seedMs = await onServer(scaleUrl, async (c) => {
    const timings = await seed(c, log);
    // Two seeded contributors get the admin's password hash so the bench can sign in as them.
    await c.query(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = $1)
       WHERE email = ANY($2)`,
      [admin.email, [HEAVY_USER_EMAIL, TYPICAL_USER_EMAIL, REVIEWER_EMAIL]],
    );
    return timings;
  });
  // Pending Hindi clips that are not the reviewer's, for the vote case (one new clip per request).
  const voteClips = await onServer(scaleUrl, async (c) => {
    const { rows } = await c.query(
      `SELECT recording_id FROM clip_reviews
        WHERE status = 'pending' AND language = 'Hindi'
          AND user_id <> (SELECT id FROM users WHERE email = $1)
        ORDER BY recording_id LIMIT 400`,
      [REVIEWER_EMAIL],
    );
    return rows.map((r) => r.recording_id);
  });

  const results = await measure(
    app,
    cases({
      app,
      admin,
      heavy: HEAVY_USER_EMAIL,
      typical: TYPICAL_USER_EMAIL,
      reviewer: REVIEWER_EMAIL,
      voteClips,
    }),
    log,
  );
  const releaseRows = await onServer(scaleUrl, (client) =>
    releaseCase({
      root,
      dist,
      client,
      databaseUrl: scaleUrl.toString(),
      jwtSecret: JWT_SECRET,
      dataDir,
      log,
    }),
  );
  const rows = results.map((r) => ({
    name: r.name,
    value: r.p95,
    unit: 'ms p95',
    display: `p95 ${r.p95} ms (p50 ${r.p50}, max ${r.max}, ${r.samples} requests${r.note ? `; ${r.note}` : ''})`,
    target: r.target === false ? null : `≤ ${r.targetMs ?? TARGET_MS} ms`,
    pass: r.target === false ? null : r.p95 <= (r.targetMs ?? TARGET_MS),
  }));
  rows.push(...releaseRows);
  const sentenceScale = await sentenceScaleCase({
    onServer,
    adminUrl,
    log,
    // Its own server on its own database and data folder, closed by sentenceScaleCase.
    makeApp: async (url) => {
      const server = await buildApp({
        config: loadConfig({ ...serverEnv(path.join(dataDir, 'sentences')), DATABASE_URL: url }),
        logger: false,
      });
      await server.ready();
      return server;
    },
    signIn: (server, email) => signIn(server, email, admin.password),
    splitOf: async (server, userId) => speakerSplit(await deploymentSecret(server.db), userId),
  });
  rows.push(sentenceScale.row);
  seedMs.sentences = sentenceScale.seedMs;
  for (const row of rows)
    log(`${row.pass === false ? 'FAIL' : row.pass ? 'ok  ' : '    '} ${row.name}: ${row.display}`);
  console.log(JSON.stringify({ users: USERS, recordings: RECORDINGS, seedMs, cases: rows }));
} finally {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_SCALE_KEEP !== '1') {
    await onServer(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));
  }
}
