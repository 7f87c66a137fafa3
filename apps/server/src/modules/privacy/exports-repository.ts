// The only SQL of data exports (migration 0015).
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { dataExports } from '../../db/schema/index.js';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function insertExport(tx: Db, row: typeof dataExports.$inferInsert): Promise<void> {
  await tx.insert(dataExports).values(row);
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/** The person's newest export (the profile shows it). */
export async function latestExport(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

export async function markReady(
  db: Db,
  id: string,
  done: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set(done)
    .where(eq(dataExports.id, id))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

/** Exports whose download time is over, with their files (the retention job deletes both). */
export async function deleteExpired(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .delete(dataExports)
    .where(and(isNotNull(dataExports.expiresAt), lt(dataExports.expiresAt, now)))
    .returning({ key: dataExports.storageKey });
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** The files of a person's exports (account deletion removes them after its commit). */
export async function exportKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
