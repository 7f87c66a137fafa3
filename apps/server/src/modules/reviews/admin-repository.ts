// The SQL of the admin's Review panel: totals from the trigger-kept tables (review_totals, speaker_seconds,
// recording_totals), the reviewers' figures, and an admin's changes to one clip.
import { count, desc, eq, isNotNull, sql, sum } from 'drizzle-orm';
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import type { KnownAnswer, ReviewReason, ReviewSettings } from '@dhvani/contract/reviews';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';
import { clipReviews, recordingTotals, reviewerStats, reviewTotals, users } from '../../db/schema/index.js';
import type { Paging } from '../../lib/paging.js';

export async function totalsByStatus(db: Db) {
  return db
    .select({ language: reviewTotals.language, status: reviewTotals.status, seconds: reviewTotals.seconds })
    .from(reviewTotals);
}

export async function recordedSecondsByLanguage(db: Db) {
  return db
    .select({ language: recordingTotals.language, seconds: sum(recordingTotals.seconds).mapWith(Number) })
    .from(recordingTotals)
    .groupBy(recordingTotals.language);
}

/** Per language, the seconds of its 5 most recorded speakers: 5 rows of an index per language. */
export async function topSpeakerSeconds(db: Db): Promise<Map<string, number>> {
  const languages = sql.join(
    RECORDING_LANGUAGES.map((l) => sql`(${l})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT l.language, (
      SELECT COALESCE(sum(top.seconds), 0)::float8 FROM (
        SELECT s.seconds FROM speaker_seconds s WHERE s.language = l.language ORDER BY s.seconds DESC LIMIT 5
      ) top
    ) AS seconds
    FROM (VALUES ${languages}) AS l(language)`);
  return new Map(rowsOf<{ language: string; seconds: number }>(result).map((r) => [r.language, r.seconds]));
}

export async function knownAnswerCounts(db: Db) {
  return db
    .select({ language: clipReviews.language, clips: count() })
    .from(clipReviews)
    .where(isNotNull(clipReviews.knownAnswer))
    .groupBy(clipReviews.language);
}

export async function listReviewers(db: Db, page: Paging) {
  return db
    .select({ stats: reviewerStats, name: users.name })
    .from(reviewerStats)
    .innerJoin(users, eq(users.id, reviewerStats.userId))
    .orderBy(desc(reviewerStats.reviews), reviewerStats.userId)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReviewers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviewerStats);
  return row?.n ?? 0;
}

/** The clip's review row, locked until the transaction ends; null when it has none (not graded yet). */
export async function lockClipReview(tx: Db, recordingId: string) {
  const [row] = await tx
    .select()
    .from(clipReviews)
    .where(eq(clipReviews.recordingId, recordingId))
    .for('update');
  return row ?? null;
}

export async function setDecision(
  tx: Db,
  recordingId: string,
  d: { status: 'validated' | 'rejected'; reasons: ReviewReason[]; at: Date },
) {
  const [row] = await tx
    .update(clipReviews)
    .set({
      status: d.status,
      reasons: d.reasons,
      decidedBy: 'admin',
      decidedAt: d.at,
      offeredTo: null,
      offeredUntil: null,
    })
    .where(eq(clipReviews.recordingId, recordingId))
    .returning();
  return row!;
}

export async function setKnownAnswer(tx: Db, recordingId: string, answer: KnownAnswer | null) {
  const [row] = await tx
    .update(clipReviews)
    .set({ knownAnswer: answer })
    .where(eq(clipReviews.recordingId, recordingId))
    .returning();
  return row!;
}

/**
 * Clips waiting for votes that the rules' numbers already decide (after an admin lowered them), locked in
 * one order. A rare admin action: it reads the clips waiting for votes once.
 */
export async function clipsDecidedUnder(tx: Db, rules: Pick<ReviewSettings, 'minVotes' | 'tieVotes'>) {
  const result = await tx.execute(sql`
    SELECT recording_id AS "recordingId", up_votes AS "upVotes", down_votes AS "downVotes"
    FROM clip_reviews
    WHERE status = 'pending' AND known_answer IS NULL
      AND ((up_votes + down_votes >= ${rules.minVotes} AND up_votes <> down_votes)
        OR (up_votes + down_votes >= ${rules.tieVotes} AND up_votes = down_votes))
    ORDER BY recording_id
    FOR UPDATE`);
  return rowsOf<{ recordingId: string; upVotes: number; downVotes: number }>(result);
}
