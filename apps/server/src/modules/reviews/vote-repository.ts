// The SQL of a vote: the vote row, the clip's counters, the decision, the reviewer's figures. Each runs in
// the vote's transaction (vote-service.ts). Uniqueness is the database's: a second vote by the same reviewer
// inserts nothing, and a clip leaves 'pending' by one conditional UPDATE that only one transaction can make.
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { KnownAnswer, ReviewStatus, Vote, VoteReason } from '@dhvani/contract/reviews';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';
import {
  clipReviews,
  recordings,
  reviewerStats,
  reviewSettings,
  reviewVotes,
} from '../../db/schema/index.js';
import type { Outcome } from './rules.js';
import { settingsOf } from './settings-repository.js';

export interface NewVote {
  recordingId: string;
  reviewerId: string;
  vote: Vote;
  reason: VoteReason | null;
  counted: boolean;
  knownAnswer: KnownAnswer | null;
  agrees: boolean | null;
  at: Date;
}

/**
 * Everything a vote decides on, in one query: the recording and its review row (null until graded), the
 * reviewer's known-answer figures (0 and 0 before any) and the review rules. null when the recording does
 * not exist. One query, not four: a vote's time is mostly its round trips to the database (issue 21's scale
 * bench: each of its statements took under 1 ms in PostgreSQL's log, the vote 24 ms at p50).
 */
export async function voteContext(tx: Db, recordingId: string, reviewerId: string) {
  // Only the columns a vote reads: building and mapping whole rows was a good part of its time in Node.
  const [row] = await tx
    .select({
      recording: { userId: recordings.userId },
      // With its key: drizzle answers a left-joined object whose columns are all NULL as no row at all.
      review: {
        recordingId: clipReviews.recordingId,
        knownAnswer: clipReviews.knownAnswer,
        decidedBy: clipReviews.decidedBy,
      },
      answered: reviewerStats.knownAnswers,
      agreed: reviewerStats.knownAgreed,
      settings: reviewSettings,
    })
    .from(recordings)
    .leftJoin(clipReviews, eq(clipReviews.recordingId, recordings.id))
    .leftJoin(reviewerStats, eq(reviewerStats.userId, reviewerId))
    .leftJoin(reviewSettings, eq(reviewSettings.id, true))
    .where(eq(recordings.id, recordingId));
  if (!row) return null;
  return {
    recording: row.recording,
    review: row.review,
    figures: { answered: row.answered ?? 0, agreed: row.agreed ?? 0 },
    settings: settingsOf(row.settings),
  };
}

/** The clip's counters right after a vote was added to them. */
export interface CountedClip {
  recordingId: string;
  status: ReviewStatus;
  upVotes: number;
  downVotes: number;
}

/**
 * Records a vote in one statement: the vote row, the reviewer's figures (a review or a skip) and, with
 * `countOnClip`, the clip's counters. Uniqueness is the database's: a second vote by the same reviewer
 * inserts nothing, and then nothing else changes (null). The clip's UPDATE takes the row's lock, so votes on
 * one clip are counted one after the other and each sees the counts of those before it. `clip` is null when
 * not counted on the clip, or when the clip's review row is gone.
 */
export async function recordVote(
  tx: Db,
  v: NewVote,
  countOnClip: boolean,
): Promise<{ voteId: number; reviews: number; clip: CountedClip | null } | null> {
  const skip = v.vote === 'skip';
  const counted = v.counted && !skip;
  const addReason = counted && v.vote === 'down' && v.reason !== null;
  const reasons = addReason
    ? sql`CASE WHEN reasons @> jsonb_build_array(${v.reason}::text) THEN reasons
        ELSE reasons || jsonb_build_array(${v.reason}::text) END`
    : sql`reasons`;
  // Voted on: off the reviewer's screen, free for the next reviewer at once.
  const clip = countOnClip
    ? sql`, clip AS (
        UPDATE clip_reviews SET
          up_votes = up_votes + ${counted && v.vote === 'up' ? 1 : 0}::int,
          down_votes = down_votes + ${counted && v.vote === 'down' ? 1 : 0}::int,
          uncounted_votes = uncounted_votes + ${!v.counted && !skip ? 1 : 0}::int,
          skips = skips + ${skip ? 1 : 0}::int,
          reasons = ${reasons}, offered_to = NULL, offered_until = NULL
        WHERE recording_id = ${v.recordingId}::uuid AND EXISTS (SELECT 1 FROM voted)
        RETURNING recording_id, status, up_votes, down_votes)`
    : sql``;
  const result = await tx.execute(sql`
    WITH voted AS (
      INSERT INTO review_votes (recording_id, reviewer_id, vote, reason, counted, known_answer, agrees, created_at)
      VALUES (${v.recordingId}::uuid, ${v.reviewerId}::uuid, ${v.vote}, ${v.reason}, ${v.counted},
              ${v.knownAnswer}, ${v.agrees}, ${v.at}::timestamptz)
      ON CONFLICT (recording_id, reviewer_id) DO NOTHING
      RETURNING id
    ), figures AS (
      INSERT INTO reviewer_stats AS s (user_id, reviews, skips, updated_at)
      SELECT ${v.reviewerId}::uuid, ${skip ? 0 : 1}::int, ${skip ? 1 : 0}::int, ${v.at}::timestamptz FROM voted
      ON CONFLICT (user_id) DO UPDATE SET reviews = s.reviews + excluded.reviews,
        skips = s.skips + excluded.skips, updated_at = excluded.updated_at
      RETURNING reviews
    )${clip}
    SELECT voted.id, figures.reviews${countOnClip ? sql`, clip.recording_id, clip.status, clip.up_votes, clip.down_votes` : sql``}
    FROM voted CROSS JOIN figures${countOnClip ? sql` LEFT JOIN clip ON true` : sql``}`);
  const [row] = rowsOf<{
    id: number | string;
    reviews: number;
    recording_id?: string | null;
    status?: ReviewStatus;
    up_votes?: number;
    down_votes?: number;
  }>(result);
  if (!row) return null;
  return {
    voteId: Number(row.id), // bigint: node-postgres answers it as a string
    reviews: row.reviews,
    clip: row.recording_id
      ? {
          recordingId: row.recording_id,
          status: row.status!,
          upVotes: row.up_votes!,
          downVotes: row.down_votes!,
        }
      : null,
  };
}

/**
 * Settles a pending clip by its reviewers' votes and, in the same statement, answers the counted votes that
 * agree with the outcome (by reviewers who still have accounts), as agreeingVotes() would. null when the
 * clip was no longer pending: only one transaction can settle it (the WHERE re-checks under the row lock).
 */
export async function settleByReviewers(
  tx: Db,
  recordingId: string,
  outcome: Outcome,
  agreeing: Vote,
  at: Date,
): Promise<Array<{ id: number; reviewerId: string }> | null> {
  const rows = rowsOf<{ recording_id: string; id: number | string | null; reviewer_id: string | null }>(
    await tx.execute(sql`
      WITH decided AS (
        UPDATE clip_reviews SET status = ${outcome}, decided_by = 'reviewers', decided_at = ${at}::timestamptz,
          offered_to = NULL, offered_until = NULL
        WHERE recording_id = ${recordingId}::uuid AND status = 'pending'
        RETURNING recording_id
      )
      SELECT decided.recording_id, v.id, v.reviewer_id FROM decided
      LEFT JOIN review_votes v ON v.recording_id = decided.recording_id AND v.vote = ${agreeing}
        AND v.counted AND v.reviewer_id IS NOT NULL`),
  );
  if (rows.length === 0) return null;
  return rows.filter((r) => r.id !== null).map((r) => ({ id: Number(r.id), reviewerId: r.reviewer_id! }));
}

/** Counted votes on a clip that agree with its outcome and are by reviewers who still have accounts. */
export async function agreeingVotes(tx: Db, recordingId: string, vote: Vote) {
  const rows = await tx
    .select({ id: reviewVotes.id, reviewerId: reviewVotes.reviewerId })
    .from(reviewVotes)
    .where(
      and(
        eq(reviewVotes.recordingId, recordingId),
        eq(reviewVotes.vote, vote),
        eq(reviewVotes.counted, true),
        isNotNull(reviewVotes.reviewerId),
      ),
    );
  return rows.map((r) => ({ id: r.id, reviewerId: r.reviewerId! }));
}

/** How the reviewer did on their latest `window` known-answer clips (skips not counted). */
export async function latestKnownAnswers(tx: Db, reviewerId: string, window: number) {
  const latest = tx
    .select({ agrees: reviewVotes.agrees })
    .from(reviewVotes)
    .where(
      and(
        eq(reviewVotes.reviewerId, reviewerId),
        isNotNull(reviewVotes.knownAnswer),
        ne(reviewVotes.vote, 'skip'),
      ),
    )
    .orderBy(desc(reviewVotes.id))
    .limit(window)
    .as('latest');
  const [row] = await tx
    .select({
      answered: sql<number>`count(*)::int`,
      agreed: sql<number>`(count(*) FILTER (WHERE ${latest.agrees}))::int`,
    })
    .from(latest);
  return { answered: row?.answered ?? 0, agreed: row?.agreed ?? 0 };
}

export async function saveAgreement(
  tx: Db,
  reviewerId: string,
  a: { answered: number; agreed: number; at: Date },
): Promise<void> {
  await tx
    .update(reviewerStats)
    .set({ knownAnswers: a.answered, knownAgreed: a.agreed, updatedAt: a.at })
    .where(eq(reviewerStats.userId, reviewerId));
}

export async function reviewsGiven(db: Db, reviewerId: string): Promise<number> {
  const [row] = await db
    .select({ reviews: reviewerStats.reviews })
    .from(reviewerStats)
    .where(eq(reviewerStats.userId, reviewerId));
  return row?.reviews ?? 0;
}
