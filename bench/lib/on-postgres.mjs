#!/usr/bin/env node
// The concurrent upload+evaluate case again, with the server on a PostgreSQL server instead of embedded
// PGlite, so the server's own memory is measured without the database engine inside it. Run by bench/run.mjs
// through scripts/with-postgres.mjs (which sets DATABASE_URL); argument: a work folder. Prints its rows as
// JSON on the last stdout line.
import path from 'node:path';
import { giveConsent, signIn } from './api-client.mjs';
import { benchAdmin, startProductionServer } from './production-server.mjs';
import { CONCURRENT_CLIENTS, runConcurrent } from './upload-evaluate.mjs';
import { verifiedRow, verifyStore } from './verify-store.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const work = process.argv[2];
const databaseUrl = process.env.DATABASE_URL;
if (!work || !databaseUrl) {
  console.error(
    'usage: node scripts/with-postgres.mjs node bench/lib/concurrent-on-postgres.mjs <work folder>',
  );
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
let result;
try {
  const { accessToken: token } = await signIn(server.url, admin.email, admin.password);
  await giveConsent(server.url, token);
  result = await runConcurrent({ server, token, log, engine });
} finally {
  await server.stop();
}
const check = await verifyStore({ dataDir, databaseUrl, evaluatedIds: result.ids });
const cases = [
  ...result.rows,
  verifiedRow(
    `${CONCURRENT_CLIENTS} concurrent, ${engine}: stored + graded (DB, files)`,
    check,
    CONCURRENT_CLIENTS,
  ),
];
console.log(JSON.stringify({ cases }));
