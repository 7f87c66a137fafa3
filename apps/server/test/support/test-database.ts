// One database per Vitest worker, shared by every test file in that worker (the server project runs with
// isolate: false), migrated once and emptied before each test. PGlite by default; when DATABASE_URL is set
// (the CI PostgreSQL leg) each worker gets its own database on that server.
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrate, rowsOf } from '../../src/db/migrate.js';

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

export function testDatabase(): Promise<Database> {
  shared ??= openForWorker();
  return shared;
}

/** Empties every table but the migration log, so each test starts from a clean database. */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = rowsOf<{ tablename: string }>(
    await database.db.execute(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
    ),
  ).map((r) => `"${r.tablename}"`);
  if (tables.length) await database.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
}
