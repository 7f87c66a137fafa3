// One database API over two engines (DESIGN §1): embedded PGlite by default, PostgreSQL when DATABASE_URL
// is set. Both speak the same SQL, so migrations and Drizzle queries are shared.
import path from 'node:path';
import v8 from 'node:v8';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { ensurePgliteDataDir } from './pglite-init.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs raw SQL (used by the migrator and test resets). */
  exec(sqlText: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PGlite's engine is ~9 MB of WebAssembly. V8 compiles it with its baseline compiler (Liftoff) and then
 * recompiles hot functions with TurboFan in the background, which keeps ~70 MB more resident for the
 * process's life. Measured here (docs/decisions/0010): with Liftoff only, a primary-key read is as fast
 * (0.36 vs 0.38 ms), a 100-row list ~35 % slower (2.5 vs 1.8 ms) and a write transaction faster (the
 * background recompiles no longer compete for the two cores). The flag only affects WebAssembly compiled
 * after it is set, and the only WebAssembly this server runs is PGlite.
 */
function useBaselineWasmCompilerOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let dir: string | undefined;
  let lock: DataDirLock | null = null;
  if (dataDir) {
    dir = path.join(dataDir, 'db');
    // Before anything touches the folder: a second process must not even run initdb beside the first.
    lock = await lockDataDir(dataDir);
  }
  try {
    if (dir) await ensurePgliteDataDir(dir, PGLITE_SHARED_BUFFERS);
    return await startPglite(dir, lock);
  } catch (err) {
    await lock?.release();
    throw err;
  }
}

async function startPglite(dir: string | undefined, lock: DataDirLock | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, so in this
  // process's RSS; 16 MB holds this app's hot rows and indexes, and the operating system still caches the
  // data files behind it (PGlite is the single-machine default; a big dataset runs on PostgreSQL).
  // Measured: about 120 MB less resident memory than the default (bench: 50 concurrent uploads on PGlite).
  useBaselineWasmCompilerOnly();
  const client = new PGlite(dir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    exec: async (text) => {
      await client.exec(text);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped server connection must not crash the process; the pool reconnects on next use. The pool only
  // listens on idle clients: a client checked out (e.g. by a transaction) reports the drop as an 'error'
  // event too, which would be uncaught; its query fails with the same error anyway.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    exec: async (text) => {
      await pool.query(text);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
