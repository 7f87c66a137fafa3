// The only SQL of the resumable uploads feature.
import { and, count, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { provisionalUploads } from '../../db/schema/index.js';

export type ProvisionalUpload = typeof provisionalUploads.$inferSelect;

export async function insertUpload(db: Db, row: { id: string; userId: string; createdAt: Date }) {
  await db.insert(provisionalUploads).values(row);
}

export async function findUpload(db: Db, id: string): Promise<ProvisionalUpload | null> {
  const [row] = await db.select().from(provisionalUploads).where(eq(provisionalUploads.id, id));
  return row ?? null;
}

/** Uploads of the user begun since `since` and not committed (the per-user cap counts these). */
export async function countOpenUploads(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(provisionalUploads)
    .where(
      and(
        eq(provisionalUploads.userId, userId),
        gte(provisionalUploads.createdAt, since),
        isNull(provisionalUploads.recordingId),
      ),
    );
  return row?.n ?? 0;
}

/** Records that the upload became a recording; false when it already had (by another commit). */
export async function markCommitted(tx: Db, id: string, recordingId: string): Promise<boolean> {
  const updated = await tx
    .update(provisionalUploads)
    .set({ recordingId })
    .where(and(eq(provisionalUploads.id, id), isNull(provisionalUploads.recordingId)))
    .returning({ id: provisionalUploads.id });
  return updated.length === 1;
}

export async function deleteUpload(db: Db, id: string) {
  await db.delete(provisionalUploads).where(eq(provisionalUploads.id, id));
}

/** Deletes every upload begun before `cutoff`; returns those never committed (their bytes must go too). */
export async function deleteUploadsBefore(db: Db, cutoff: Date): Promise<string[]> {
  const rows = await db
    .delete(provisionalUploads)
    .where(lt(provisionalUploads.createdAt, cutoff))
    .returning({ id: provisionalUploads.id, recordingId: provisionalUploads.recordingId });
  return rows.filter((r) => r.recordingId === null).map((r) => r.id);
}
