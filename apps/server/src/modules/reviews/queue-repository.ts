// The review queue's SQL: clips entering review when graded, the next clip for a reviewer, and what a
// reviewer may hear. The queue is one partial index (clip_reviews_queue_idx: per language, in rank order,
// only clips waiting for votes); "not mine, not voted on by me" is checked row by row along it, so the query
// reads only as far as the first clip the reviewer may take.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TriageReason } from '@dhvani/contract/reviews';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';
import { clipReviews, recordings, reviewVotes, speakerSeconds } from '../../db/schema/index.js';

export type ClipReviewRow = typeof clipReviews.$inferSelect;

export interface EnteringClip {
  recordingId: string;
  userId: string;
  language: string;
  durationSeconds: number;
  rank: number;
  at: Date;
  /** Non-empty: rejected by the analyser, never queued. */
  triage: TriageReason[];
}

/** A graded clip enters review (once: a second grading of the same recording changes nothing). */
export async function enterReview(tx: Db, clip: EnteringClip): Promise<void> {
  const rejected = clip.triage.length > 0;
  await tx
    .insert(clipReviews)
    .values({
      recordingId: clip.recordingId,
      userId: clip.userId,
      language: clip.language,
      durationSeconds: clip.durationSeconds,
      rank: clip.rank,
      queuedAt: clip.at,
      ...(rejected
        ? { status: 'rejected', reasons: clip.triage, decidedBy: 'analyser', decidedAt: clip.at }
        : {}),
    })
    .onConflictDoNothing({ target: clipReviews.recordingId });
}

interface QueueAsk {
  reviewerId: string;
  language: string;
  now: Date;
}

const notVotedBy = (reviewerId: string) =>
  sql`NOT EXISTS (SELECT 1 FROM ${reviewVotes} v WHERE v.recording_id = c.recording_id AND v.reviewer_id = ${reviewerId})`;

/** What the Listen page shows of a clip. */
export interface ClipToShow {
  id: string;
  language: string;
  domain: string;
  text: string;
}

/**
 * Takes the first queued clip the reviewer may hear that is on nobody else's screen, and puts it on theirs
 * until `until`; answers what the Listen page shows of it, in the same statement (one round trip less on
 * every next clip). SKIP LOCKED: a clip being voted on at this instant is passed over, not waited for.
 */
export async function offerQueuedClip(db: Db, ask: QueueAsk & { until: Date }): Promise<ClipToShow | null> {
  const result = await db.execute(sql`
    WITH offered AS (
      UPDATE ${clipReviews} SET offered_to = ${ask.reviewerId}, offered_until = ${ask.until}
      WHERE recording_id = (
        SELECT c.recording_id FROM ${clipReviews} c
        WHERE c.language = ${ask.language} AND c.status = 'pending' AND c.known_answer IS NULL
          AND c.user_id <> ${ask.reviewerId}
          AND (c.offered_until IS NULL OR c.offered_until < ${ask.now} OR c.offered_to = ${ask.reviewerId})
          AND ${notVotedBy(ask.reviewerId)}
        ORDER BY c.rank, c.queued_at, c.recording_id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING recording_id
    )
    SELECT r.id, r.language, r.domain, r.transcript AS text
    FROM offered JOIN ${recordings} r ON r.id = offered.recording_id`);
  return rowsOf<ClipToShow>(result)[0] ?? null;
}

/**
 * The first queued clip the reviewer may hear, even one on someone else's screen: when every remaining clip
 * is being heard by others, the reviewer still gets one rather than "nothing left".
 */
export async function anyQueuedClip(db: Db, ask: Omit<QueueAsk, 'now'>): Promise<string | null> {
  const result = await db.execute(sql`
    SELECT c.recording_id FROM ${clipReviews} c
    WHERE c.language = ${ask.language} AND c.status = 'pending' AND c.known_answer IS NULL
      AND c.user_id <> ${ask.reviewerId} AND ${notVotedBy(ask.reviewerId)}
    ORDER BY c.rank, c.queued_at, c.recording_id
    LIMIT 1`);
  return rowsOf<{ recording_id: string }>(result)[0]?.recording_id ?? null;
}

/**
 * A known-answer clip of the language the reviewer has not answered, at random, only while a queued clip is
 * left for them too (a known-answer clip must not be the one clip after "nothing to review"); null when
 * either is missing. One query for both.
 */
export async function knownAnswerClip(db: Db, ask: Omit<QueueAsk, 'now'>): Promise<string | null> {
  const result = await db.execute(sql`
    SELECT c.recording_id FROM ${clipReviews} c
    WHERE c.language = ${ask.language} AND c.known_answer IS NOT NULL
      AND c.user_id <> ${ask.reviewerId} AND ${notVotedBy(ask.reviewerId)}
      AND EXISTS (
        SELECT 1 FROM ${clipReviews} c
        WHERE c.language = ${ask.language} AND c.status = 'pending' AND c.known_answer IS NULL
          AND c.user_id <> ${ask.reviewerId} AND ${notVotedBy(ask.reviewerId)}
      )
    ORDER BY random()
    LIMIT 1`);
  return rowsOf<{ recording_id: string }>(result)[0]?.recording_id ?? null;
}

export async function clipToShow(db: Db, recordingId: string): Promise<ClipToShow | null> {
  const [row] = await db
    .select({
      id: recordings.id,
      language: recordings.language,
      domain: recordings.domain,
      text: recordings.transcript,
    })
    .from(recordings)
    .where(eq(recordings.id, recordingId));
  return row ?? null;
}

/** A recording's owner and its review row (null until graded); null when the recording does not exist. */
export async function findClip(db: Db, recordingId: string) {
  const [row] = await db
    .select({ recording: recordings, review: clipReviews })
    .from(recordings)
    .leftJoin(clipReviews, eq(clipReviews.recordingId, recordings.id))
    .where(eq(recordings.id, recordingId));
  return row ?? null;
}

/** The languages this user has recorded in (they know those too). */
export async function recordedLanguages(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ language: speakerSeconds.language })
    .from(speakerSeconds)
    .where(and(eq(speakerSeconds.userId, userId), gt(speakerSeconds.seconds, 0)));
  return rows.map((r) => r.language);
}
