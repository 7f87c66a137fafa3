// The only SQL of the admin feature. Totals come from the trigger-maintained tables of migration 0004 (a
// count over a million recordings would not fit the 50 ms budget); lists use the indexes made for them.
import { and, count, desc, eq, gte, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { AdminRecordingsFilters } from '@dhvani/contract/admin';
import type { Db } from '../../db/database.js';
import {
  adminAudit,
  ledgerTotals,
  recordingDailyCounts,
  recordingTotals,
  recordings,
  users,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/migrate.js';
import type { Paging } from '../../lib/paging.js';
import { listRecordingItems, pageIds } from '../recordings/repository.js';

function recordingConditions(f: AdminRecordingsFilters): SQL | undefined {
  return and(
    f.language ? eq(recordings.language, f.language) : undefined,
    f.domain ? eq(recordings.domain, f.domain) : undefined,
    f.quality === 'pending'
      ? isNull(recordings.quality)
      : f.quality
        ? eq(recordings.quality, f.quality)
        : undefined,
    f.user ? eq(recordings.userId, f.user) : undefined,
    f.contributionId ? eq(recordings.contributionId, f.contributionId) : undefined,
  );
}

/**
 * One page of recordings, newest first, with the owner's name and the tokens their award credited.
 *
 * A "deferred join": the page's ids are picked first from the index alone (created_at, id, and the filter
 * column), and only those 10 rows are then read and joined. Joining before the OFFSET would look up the
 * owner and the award of every skipped row, which makes deep pages cost seconds at a million rows.
 */
export async function listRecordings(db: Db, f: AdminRecordingsFilters, page: Paging) {
  // The owner's name by key for each row of the page (the owner is never missing: the row cascades away).
  const userName = sql<
    string | null
  >`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${recordings.userId})`;
  return listRecordingItems(db, pageIds(db, recordingConditions(f), page), { userName });
}

/**
 * How many recordings match. Without a user filter the answer is a sum over at most a few hundred rows of
 * recording_totals; with one, an index range of that user's recordings (or of the contribution ID's).
 */
export async function countRecordings(db: Db, f: AdminRecordingsFilters): Promise<number> {
  if (f.user || f.contributionId) {
    const [row] = await db.select({ n: count() }).from(recordings).where(recordingConditions(f));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sum(recordingTotals.recordings).mapWith(Number) })
    .from(recordingTotals)
    .where(
      and(
        f.language ? eq(recordingTotals.language, f.language) : undefined,
        f.domain ? eq(recordingTotals.domain, f.domain) : undefined,
        f.quality ? eq(recordingTotals.quality, f.quality) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Totals, per language and per quality ('pending' included), in one pass over recording_totals. */
export async function recordingBreakdown(db: Db) {
  const result = await db.execute(sql`
    SELECT language, quality, sum(recordings)::bigint AS count, sum(seconds) AS seconds
    FROM ${recordingTotals}
    GROUP BY GROUPING SETS ((language), (quality), ())
    HAVING sum(recordings) <> 0 OR GROUPING(language, quality) = 3`);
  return rowsOf<{ language: string | null; quality: string | null; count: string; seconds: string | null }>(
    result,
  ).map((r) => ({
    language: r.language,
    quality: r.quality,
    count: Number(r.count),
    seconds: Number(r.seconds ?? 0),
  }));
}

/** Recordings per UTC day from `fromDay` (YYYY-MM-DD) on; days without any are absent. */
export async function dailyCounts(db: Db, fromDay: string) {
  return db
    .select({ day: recordingDailyCounts.day, count: recordingDailyCounts.recordings })
    .from(recordingDailyCounts)
    .where(gte(recordingDailyCounts.day, fromDay));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function tokensIssued(db: Db): Promise<number> {
  const [row] = await db.select({ n: sum(ledgerTotals.amount).mapWith(Number) }).from(ledgerTotals);
  return row?.n ?? 0;
}

/** One page of users, newest first, each with how many recordings they have. */
export async function listUsers(db: Db, page: Paging) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phoneNo: users.phoneNo,
      role: users.role,
      createdAt: users.createdAt,
      rewardTokens: users.rewardTokens,
      // Spelled out: Drizzle leaves columns unqualified here, and "id" would bind to the subquery's table.
      recordingCount: sql<number>`(SELECT count(*) FROM recordings r WHERE r.user_id = "users"."id")`
        .mapWith(Number)
        .as('recording_count'),
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Deletes the row (its tokens are reversed by the caller, in the same transaction). */
export async function deleteRecordingRow(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.delete(recordings).where(eq(recordings.id, id)).returning({ id: recordings.id });
  return rows.length === 1;
}

export type NewAuditEntry = typeof adminAudit.$inferInsert;

export async function insertAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

export async function listAudit(db: Db, page: Paging) {
  return db
    .select({ row: adminAudit, actorName: users.name })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.actorId))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAudit(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminAudit);
  return row?.n ?? 0;
}

/** Account deletion: the log keeps what happened, not whose recording it was. */
export async function forgetAuditSubject(tx: Db, userId: string): Promise<void> {
  await tx.update(adminAudit).set({ subjectUserId: null }).where(eq(adminAudit.subjectUserId, userId));
}
