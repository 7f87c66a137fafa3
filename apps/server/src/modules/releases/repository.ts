// The SQL of releases themselves: the rows the admin lists, the clips each published. The secret speaker
// ids are keyed with is the deployment's (sentences/repository.ts). What a release selects is selection-repository.ts.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CONSENT_NOTICE_VERSION } from '@dhvani/contract/consents';
import type { ReleaseReport } from '@dhvani/contract/releases';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';
import { jobs, releaseClips, releases } from '../../db/schema/index.js';
import type { Split } from './splits.js';

export type ReleaseRow = typeof releases.$inferSelect;

export async function insertRelease(db: Db, row: typeof releases.$inferInsert): Promise<void> {
  await db.insert(releases).values(row);
}

/** The release with its job's progress (null when the job is gone). */
export async function findRelease(db: Db, id: string) {
  const [row] = await db
    .select({ release: releases, progress: jobs.progress, jobError: jobs.error, jobState: jobs.state })
    .from(releases)
    .leftJoin(jobs, eq(jobs.id, releases.jobId))
    .where(eq(releases.id, id));
  return row ?? null;
}

export type ReleaseWithJob = NonNullable<Awaited<ReturnType<typeof findRelease>>>;

export function listReleases(db: Db, limit: number): Promise<ReleaseWithJob[]> {
  return db
    .select({ release: releases, progress: jobs.progress, jobError: jobs.error, jobState: jobs.state })
    .from(releases)
    .leftJoin(jobs, eq(jobs.id, releases.jobId))
    .orderBy(desc(releases.createdAt), desc(releases.id))
    .limit(limit);
}

export async function markRunning(db: Db, id: string, at: Date): Promise<void> {
  await db.update(releases).set({ status: 'running', startedAt: at, error: null }).where(eq(releases.id, id));
}

export async function markDone(
  db: Db,
  id: string,
  /** No storage key: written to a folder by the CLI. */
  done: { storageKey: string | null; sizeBytes: number; report: ReleaseReport; at: Date },
): Promise<void> {
  await db
    .update(releases)
    .set({
      status: 'done',
      storageKey: done.storageKey,
      sizeBytes: done.sizeBytes,
      report: done.report,
      finishedAt: done.at,
    })
    .where(eq(releases.id, id));
}

/** An attempt failed and the job will try again: queued, with why. */
export async function markWaiting(db: Db, id: string, error: string): Promise<void> {
  await db.update(releases).set({ status: 'queued', error }).where(eq(releases.id, id));
}

export async function markFailed(db: Db, id: string, error: string, at: Date): Promise<void> {
  await db.update(releases).set({ status: 'failed', error, finishedAt: at }).where(eq(releases.id, id));
}

/** Forgets the clips an earlier attempt of this release recorded (it is being built again). */
export async function clearReleaseClips(db: Db, releaseId: string): Promise<void> {
  await db.delete(releaseClips).where(eq(releaseClips.releaseId, releaseId));
}

export interface PlannedRow {
  recordingId: string;
  /** Null: in no split file (rejected by review). */
  split: Split | null;
  sentenceId: string;
}

/** The release's plan, one page: selected clips, not yet published. */
export async function planClips(db: Db, releaseId: string, clips: PlannedRow[]): Promise<void> {
  if (clips.length === 0) return;
  await db.insert(releaseClips).values(clips.map((c) => ({ releaseId, ...c, published: false })));
}

// Which split keeps a sentence read in several: the held-out ones first, so no test or dev sentence is
// ever trained on (as Common Voice's splits do).
const KEEP_RANK = sql.raw(`CASE split WHEN 'test' THEN 0 WHEN 'dev' THEN 1 ELSE 2 END`);

/**
 * Keeps each sentence of the plan in one split, for the sentences after `after` (a page of `limit`, in
 * sentence_id order along release_clips_sentence_idx): clips of a sentence in a later split than the one
 * keeping it leave the split files (split NULL). Answers the page's last sentence (null when none is left)
 * and how many clips left, per language, with their seconds.
 */
export async function keepSentencesInOneSplit(
  db: Db,
  releaseId: string,
  after: string | null,
  limit: number,
): Promise<{ last: string | null; moved: Array<{ language: string; clips: number; seconds: number }> }> {
  const rows = rowsOf<{ last: string | null; language: string | null; clips: number; seconds: number }>(
    await db.execute(sql`WITH page AS (
        SELECT sentence_id, min(${KEEP_RANK}) AS keep, count(DISTINCT split) AS splits
        FROM release_clips
        WHERE release_id = ${releaseId} AND split IS NOT NULL ${after ? sql`AND sentence_id > ${after}` : sql``}
        GROUP BY sentence_id ORDER BY sentence_id LIMIT ${limit}
      ), moved AS (
        UPDATE release_clips rc SET split = NULL FROM page
        WHERE page.splits > 1 AND rc.release_id = ${releaseId} AND rc.sentence_id = page.sentence_id
          AND rc.split IS NOT NULL AND ${KEEP_RANK} > page.keep
        RETURNING rc.recording_id
      )
      SELECT (SELECT max(sentence_id) FROM page) AS last, r.language, count(r.id)::int AS clips,
        coalesce(sum(r.duration_seconds), 0)::float8 AS seconds
      FROM (SELECT 1) one
      LEFT JOIN moved ON true LEFT JOIN recordings r ON r.id = moved.recording_id
      GROUP BY r.language`),
  );
  return {
    last: rows[0]?.last ?? null,
    moved: rows.flatMap((r) =>
      r.language ? [{ language: r.language, clips: r.clips, seconds: r.seconds }] : [],
    ),
  };
}

/** These clips are in the archive now. */
export async function markPublished(db: Db, releaseId: string, recordingIds: string[]): Promise<void> {
  if (recordingIds.length === 0) return;
  await db
    .update(releaseClips)
    .set({ published: true })
    .where(and(eq(releaseClips.releaseId, releaseId), inArray(releaseClips.recordingId, recordingIds)));
}

/** Forgets what was planned but never went into the archive (deleted or withdrawn while building). */
export async function forgetUnpublished(db: Db, releaseId: string): Promise<void> {
  await db
    .delete(releaseClips)
    .where(and(eq(releaseClips.releaseId, releaseId), eq(releaseClips.published, false)));
}

export interface Withdrawn {
  recordingId: string;
  reason: string;
}

/**
 * Recordings another finished release published that no release may hold now: deleted since (the row is
 * gone; why, from release_removals: deleted_by_owner, deleted_by_admin or account_erased), or their owner's
 * consent is withdrawn or no longer current. Every such id, not only those since the last release, so whoever
 * skipped a release still learns all of them. One keyset page after `after`.
 */
export async function withdrawnPage(
  db: Db,
  releaseId: string,
  after: string | null,
  limit: number,
): Promise<Withdrawn[]> {
  return rowsOf<Withdrawn>(
    await db.execute(sql`SELECT DISTINCT ON (p.recording_id) p.recording_id AS "recordingId",
        CASE WHEN r.id IS NULL THEN coalesce(rr.reason, 'deleted')
             WHEN c.withdrawn_at IS NOT NULL THEN 'consent_withdrawn'
             ELSE 'consent_not_current' END AS reason
      FROM release_clips p
      JOIN releases e ON e.id = p.release_id AND e.status = 'done' AND e.id <> ${releaseId}
      LEFT JOIN recordings r ON r.id = p.recording_id
      LEFT JOIN release_removals rr ON rr.recording_id = p.recording_id
      LEFT JOIN consents c ON c.user_id = r.user_id
      WHERE (r.id IS NULL OR c.user_id IS NULL OR c.withdrawn_at IS NOT NULL
             OR c.version <> ${CONSENT_NOTICE_VERSION})
        ${after ? sql`AND p.recording_id > ${after}::uuid` : sql``}
      ORDER BY p.recording_id LIMIT ${limit}`),
  );
}
