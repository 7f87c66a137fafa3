// The SQL of a vote: the vote row, the clip's counters, the decision, the reviewer's figures. Each runs in
// the vote's transaction (vote-service.ts). Uniqueness is the database's: a second vote by the same reviewer
// inserts nothing, and a clip leaves 'pending' by one conditional UPDATE that only one transaction can make.
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { ReviewReason, Vote, VoteReason, KnownAnswer } from '@dhvani/contract/reviews';
import type { Db } from '../../db/database.js';
import { clipReviews, reviewerStats, reviewVotes } from '../../db/schema/index.js';
import type { Outcome } from './rules.js';

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

/** The vote's id, or null when this reviewer had already voted on this clip. */
export async function insertVote(tx: Db, v: NewVote): Promise<number | null> {
  const [row] = await tx
    .insert(reviewVotes)
    .values({
      recordingId: v.recordingId,
      reviewerId: v.reviewerId,
      vote: v.vote,
      reason: v.reason,
      counted: v.counted,
      knownAnswer: v.knownAnswer,
      agrees: v.agrees,
      createdAt: v.at,
    })
    .onConflictDoNothing({ target: [reviewVotes.recordingId, reviewVotes.reviewerId] })
    .returning({ id: reviewVotes.id });
  return row?.id ?? null;
}

/**
 * Adds the vote to the clip's counters and returns the clip as it now is. The UPDATE takes the row's lock,
 * so votes on one clip are counted one after the other and each sees the counts of those before it.
 */
export async function countVote(
  tx: Db,
  recordingId: string,
  v: { vote: Vote; reason: VoteReason | null; counted: boolean },
) {
  const counted = v.counted && v.vote !== 'skip';
  const addReason = counted && v.vote === 'down' && v.reason !== null;
  const [row] = await tx
    .update(clipReviews)
    .set({
      upVotes: sql`${clipReviews.upVotes} + ${counted && v.vote === 'up' ? 1 : 0}`,
      downVotes: sql`${clipReviews.downVotes} + ${counted && v.vote === 'down' ? 1 : 0}`,
      uncountedVotes: sql`${clipReviews.uncountedVotes} + ${!v.counted && v.vote !== 'skip' ? 1 : 0}`,
      skips: sql`${clipReviews.skips} + ${v.vote === 'skip' ? 1 : 0}`,
      ...(addReason
        ? {
            reasons: sql`CASE WHEN ${clipReviews.reasons} @> jsonb_build_array(${v.reason}::text)
              THEN ${clipReviews.reasons} ELSE ${clipReviews.reasons} || jsonb_build_array(${v.reason}::text) END`,
          }
        : {}),
      // Voted on: off the reviewer's screen, free for the next reviewer at once.
      offeredTo: null,
      offeredUntil: null,
    })
    .where(eq(clipReviews.recordingId, recordingId))
    .returning();
  return row ?? null;
}

/**
 * Settles a pending clip. Only one transaction can move a clip out of 'pending' (the WHERE re-checks it
 * under the row lock); returns false for every other.
 */
export async function settle(
  tx: Db,
  recordingId: string,
  s: { status: Outcome; by: 'reviewers' | 'admin'; at: Date; reasons?: ReviewReason[] },
): Promise<boolean> {
  const rows = await tx
    .update(clipReviews)
    .set({
      status: s.status,
      decidedBy: s.by,
      decidedAt: s.at,
      ...(s.reasons ? { reasons: s.reasons } : {}),
      offeredTo: null,
      offeredUntil: null,
    })
    .where(and(eq(clipReviews.recordingId, recordingId), eq(clipReviews.status, 'pending')))
    .returning({ id: clipReviews.recordingId });
  return rows.length === 1;
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

/** Adds a review (or a skip) to the reviewer's figures; returns their reviews so far. */
export async function countReview(tx: Db, reviewerId: string, skip: boolean, at: Date): Promise<number> {
  const [row] = await tx
    .insert(reviewerStats)
    .values({ userId: reviewerId, reviews: skip ? 0 : 1, skips: skip ? 1 : 0, updatedAt: at })
    .onConflictDoUpdate({
      target: reviewerStats.userId,
      set: {
        reviews: sql`${reviewerStats.reviews} + ${skip ? 0 : 1}`,
        skips: sql`${reviewerStats.skips} + ${skip ? 1 : 0}`,
        updatedAt: at,
      },
    })
    .returning({ reviews: reviewerStats.reviews });
  return row?.reviews ?? 0;
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

/** The reviewer's known-answer figures over the window (none yet: 0 and 0). */
export async function knownAnswerFigures(db: Db, reviewerId: string) {
  const [row] = await db
    .select({ answered: reviewerStats.knownAnswers, agreed: reviewerStats.knownAgreed })
    .from(reviewerStats)
    .where(eq(reviewerStats.userId, reviewerId));
  return row ?? { answered: 0, agreed: 0 };
}

export async function reviewsGiven(db: Db, reviewerId: string): Promise<number> {
  const [row] = await db
    .select({ reviews: reviewerStats.reviews })
    .from(reviewerStats)
    .where(eq(reviewerStats.userId, reviewerId));
  return row?.reviews ?? 0;
}
