// The only SQL of the uploads' shared lock (migration 0030). Every time is the database's (now()), so processes
// on machines whose clocks differ agree on when a lease has run out.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';
import { uploadLocks } from '../../db/schema/index.js';

const leaseEnd = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

/** Takes the lock of `uploadId` for `holder` when it is free or its lease has run out; true when taken. */
export async function tryTakeLock(db: Db, uploadId: string, holder: string, leaseMs: number) {
  const rows = await db.execute(sql`
    INSERT INTO upload_locks (upload_id, holder, expires_at) VALUES (${uploadId}, ${holder}, ${leaseEnd(leaseMs)})
    ON CONFLICT (upload_id) DO UPDATE
      SET holder = excluded.holder, expires_at = excluded.expires_at, release_requested = false
      WHERE upload_locks.expires_at < now()
    RETURNING holder`);
  return rowsOf<{ holder: string }>(rows).length === 1;
}

/** Asks whoever holds the lock of `uploadId` to give it up (they see it when they next renew). */
export async function askForRelease(db: Db, uploadId: string): Promise<void> {
  await db
    .update(uploadLocks)
    .set({ releaseRequested: true })
    .where(and(eq(uploadLocks.uploadId, uploadId), eq(uploadLocks.releaseRequested, false)));
}

/**
 * Extends the lease of `holder`; 'lost' when it no longer holds the lock (its lease ran out and another took
 * it), 'asked' when another request asked for the upload, else 'held'.
 */
export async function renewLock(db: Db, uploadId: string, holder: string, leaseMs: number) {
  const [row] = await db
    .update(uploadLocks)
    .set({ expiresAt: leaseEnd(leaseMs) })
    .where(and(eq(uploadLocks.uploadId, uploadId), eq(uploadLocks.holder, holder)))
    .returning({ asked: uploadLocks.releaseRequested });
  if (!row) return 'lost' as const;
  return row.asked ? ('asked' as const) : ('held' as const);
}

export async function dropLock(db: Db, uploadId: string, holder: string): Promise<void> {
  await db.delete(uploadLocks).where(and(eq(uploadLocks.uploadId, uploadId), eq(uploadLocks.holder, holder)));
}
