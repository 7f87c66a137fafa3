#!/usr/bin/env node
// The memory- and database-bound cases again with the server on a PostgreSQL server instead of embedded
// PGlite (which runs inside the server process and dominates its CPU and memory): GET /users/current against
// the bare yardstick, and the concurrent upload+evaluate case with its store check. Run by bench/run.mjs
// through scripts/with-postgres.mjs (which sets DATABASE_URL); argument: a work folder. Prints its rows as
// JSON on the last stdout line.
import path from 'node:path';
import { runApiCases } from '../api/cases.mjs';
import { giveConsent, seedRecordings, signIn } from './api-client.mjs';
import { logPath, startNodeServer } from './processes.mjs';
import { benchAdmin, startProductionServer } from './production-server.mjs';
import { CONCURRENT_CLIENTS, runConcurrent } from './upload-evaluate.mjs';
import { verifiedRow, verifyStore } from './verify-store.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const work = process.argv[2];
const databaseUrl = process.env.DATABASE_URL;
if (!work || !databaseUrl) {
  console.error('usage: node scripts/with-postgres.mjs node bench/lib/on-postgres.mjs <work folder>');
  process.exit(2);
}
const engine = 'PostgreSQL server';
const dataDir = path.join(work, 'data-pg');
const admin = benchAdmin();
const log = (message) => console.error(`[bench pg] ${message}`);
const server = await startProductionServer({
  root,
  dataDir,
  databaseUrl,
  admin,
  logDir: work,
  name: 'server-pg',
});
const bare = await startNodeServer({
  args: [path.join(root, 'bench/bare-fastify.mjs')],
  cwd: root,
  env: { PATH: process.env.PATH },
  readyPath: '/',
  logFile: logPath(work, 'bare-fastify-pg'),
});
const rows = [];
let ids = [];
try {
  const { accessToken: token } = await signIn(server.url, admin.email, admin.password);
  await giveConsent(server.url, token);
  log('seeding 100 recordings through the API');
  await seedRecordings(server.url, token, 100);
  rows.push(
    ...(await runApiCases({
      server,
      bare,
      token,
      log,
      only: ['GET /users/current', 'GET /users/recordings (100 rows)'],
      engine,
    })),
  );
  const concurrent = await runConcurrent({ server, token, log, engine });
  rows.push(...concurrent.rows);
  ids = concurrent.ids;
} finally {
  await Promise.all([bare.stop(), server.stop()]);
}
const check = await verifyStore({ dataDir, databaseUrl, evaluatedIds: ids });
rows.push(
  verifiedRow(
    `${CONCURRENT_CLIENTS} concurrent, ${engine}: stored + graded (DB, files)`,
    check,
    CONCURRENT_CLIENTS,
  ),
);
console.log(JSON.stringify({ cases: rows }));
