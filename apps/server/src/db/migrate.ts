// Versioned SQL migrations: db/migrations/NNNN_name.sql applied in order and recorded in schema_migrations.
// Each migration is sent as one multi-statement simple query, which PostgreSQL (and PGlite) run as a single
// implicit transaction: a failing migration leaves nothing behind. A transaction-scoped advisory lock plus the
// version row inserted first make two processes starting together safe: the loser waits, then sees the row.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_KEY = 72_410_001;
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

export async function listMigrations(dir = MIGRATIONS_DIR) {
  const files = (await fs.readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, 4),
      file,
      sql: await fs.readFile(path.join(dir, file), 'utf8'),
    })),
  );
}

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.exec(
    `SELECT pg_advisory_xact_lock(${LOCK_KEY});
     CREATE TABLE IF NOT EXISTS schema_migrations (
       version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());`,
  );
  const rows = await database.db.execute<{ version: string }>(sql`SELECT version FROM schema_migrations`);
  const applied = new Set(rowsOf<{ version: string }>(rows).map((r) => r.version));
  const done: string[] = [];
  for (const m of await listMigrations(dir)) {
    if (applied.has(m.version)) continue;
    try {
      await database.exec(
        `SELECT pg_advisory_xact_lock(${LOCK_KEY});
         INSERT INTO schema_migrations (version, name) VALUES (${quote(m.version)}, ${quote(m.file)});
         ${m.sql}`,
      );
      done.push(m.file);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') continue; // another process applied it first
      throw new Error(`Migration ${m.file} failed: ${(err as Error).message}`, { cause: err });
    }
  }
  return done;
}

/** Drizzle's execute() returns `{ rows }` on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
