import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS, openDatabase } from './database.js';
import { listMigrations, migrate, rowsOf } from './migrate.js';

describe('migrations on embedded PGlite', () => {
  it('applies every migration once, and the data survives a restart from DATA_DIR', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-migrate-'));
    try {
      const first = await openDatabase({ databaseUrl: null, dataDir });
      const applied = await migrate(first);
      expect(applied).toEqual((await listMigrations()).map((m) => m.file));
      await first.exec(
        `INSERT INTO users (name, email, password_hash) VALUES ('Asha', 'asha@example.com', 'x')`,
      );
      await first.close();

      const second = await openDatabase({ databaseUrl: null, dataDir });
      expect(await migrate(second)).toEqual([]);
      const rows = rowsOf<{ email: string }>(await second.db.execute(sql`SELECT email FROM users`));
      expect(rows.map((r) => r.email)).toEqual(['asha@example.com']);
      const buffers = rowsOf<{ shared_buffers: string }>(await second.db.execute(sql`SHOW shared_buffers`));
      expect(buffers[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
      await second.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // A fresh data folder (initdb in a child process) and two PGlite starts: 16-18 s alone on a loaded
    // two-core machine, over the 30 s default while the other test worker runs beside it.
  }, 90_000);

  it('rolls a failing migration back completely', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-bad-migration-'));
    await fs.writeFile(path.join(dir, '0001_ok.sql'), 'CREATE TABLE a (id int);');
    await fs.writeFile(path.join(dir, '0002_bad.sql'), 'CREATE TABLE b (id int); SELECT no_such_function();');
    const db = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      await expect(migrate(db, dir)).rejects.toThrow(/0002_bad.sql failed/);
      const tables = rowsOf<{ tablename: string }>(
        await db.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`),
      ).map((r) => r.tablename);
      expect(tables).toEqual(['a', 'schema_migrations']);
    } finally {
      await db.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
    // A fresh in-memory PGlite (WASM compile and initdb): over the 30 s default twice on this loaded machine.
  }, 90_000);
});
