// SQL for the per-user upload limits (table upload_counts, migration 0009).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { uploadCounts } from '../../db/schema/index.js';

export interface UploadWindows {
  minuteStart: Date;
  /** The UTC day, YYYY-MM-DD. */
  dayStart: string;
}

export type UploadCounts = typeof uploadCounts.$inferSelect;

export function windowsAt(now: Date): UploadWindows {
  return {
    minuteStart: new Date(Math.floor(now.getTime() / 60_000) * 60_000),
    dayStart: now.toISOString().slice(0, 10),
  };
}

/**
 * Counts one upload in the user's current minute and day, unless that would pass a limit; returns whether it
 * did. One statement, and the row stays locked until the caller's transaction ends, so concurrent uploads of
 * one user (from any process) are counted one after the other.
 */
export async function countUpload(
  tx: Db,
  userId: string,
  at: UploadWindows,
  limits: { perMinute: number; perDay: number },
): Promise<boolean> {
  const c = uploadCounts;
  const rows = await tx
    .insert(c)
    .values({ userId, minuteStart: at.minuteStart, minuteCount: 1, dayStart: at.dayStart, dayCount: 1 })
    .onConflictDoUpdate({
      target: c.userId,
      set: {
        minuteCount: sql`CASE WHEN ${c.minuteStart} = excluded.minute_start THEN ${c.minuteCount} + 1 ELSE 1 END`,
        minuteStart: sql`excluded.minute_start`,
        dayCount: sql`CASE WHEN ${c.dayStart} = excluded.day_start THEN ${c.dayCount} + 1 ELSE 1 END`,
        dayStart: sql`excluded.day_start`,
      },
      setWhere: sql`(${c.minuteStart} <> excluded.minute_start OR ${c.minuteCount} < ${limits.perMinute})
        AND (${c.dayStart} <> excluded.day_start OR ${c.dayCount} < ${limits.perDay})`,
    })
    .returning({ userId: c.userId });
  return rows.length === 1;
}

export async function findUploadCounts(db: Db, userId: string): Promise<UploadCounts | null> {
  const [row] = await db.select().from(uploadCounts).where(eq(uploadCounts.userId, userId));
  return row ?? null;
}
