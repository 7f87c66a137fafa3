// One database per Vitest worker, shared by every test file in that worker (the server project runs with
// isolate: false), migrated once and emptied before each test. PGlite by default; when DATABASE_URL is set
// (the CI PostgreSQL leg) each worker gets its own database on that server.
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrate, rowsOf } from '../../src/db/migrate.js';
import { systemClock } from '../../src/lib/clock.js';
import { syncBuiltinCorpus } from '../../src/modules/sentences/corpus-sync.js';

let shared: Promise<Database> | null = null;

export function workerId(): string {
  return process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
}

async function openForWorker(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    await migrate(database);
    return database;
  }
  const admin = await openDatabase({ databaseUrl: url, dataDir: null });
  const name = `dhvani_test_${workerId()}`;
  try {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const workerUrl = new URL(url);
  workerUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: workerUrl.toString(), dataDir: null });
  await migrate(database);
  return database;
}

// The built-in corpus (some 5,000 sentences) is synced once per worker and kept in a schema of its own; each
// reset copies it back instead of every test app syncing it again at start-up (seconds on a busy machine).
const SEED_TABLES = ['release_settings', 'sentences', 'sentence_corpus_state'];

async function seedBuiltinSentences(database: Database): Promise<void> {
  await syncBuiltinCorpus(database.db, systemClock);
  await database.exec(
    `DROP SCHEMA IF EXISTS test_seed CASCADE; CREATE SCHEMA test_seed;
     ${SEED_TABLES.map((t) => `CREATE TABLE test_seed.${t} AS TABLE public.${t};`).join('\n')}`,
  );
}

export function testDatabase(): Promise<Database> {
  shared ??= openForWorker().then(async (database) => {
    await seedBuiltinSentences(database);
    return database;
  });
  return shared;
}

/**
 * Empties every table but the migration log, so each test starts from a clean database, then puts back the
 * built-in sentences as a fresh start-up leaves them.
 */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = rowsOf<{ tablename: string }>(
    await database.db.execute(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
    ),
  ).map((r) => `"${r.tablename}"`);
  if (tables.length) await database.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
  await database.exec(
    SEED_TABLES.map((t) => `INSERT INTO public.${t} SELECT * FROM test_seed.${t};`).join('\n'),
  );
}
