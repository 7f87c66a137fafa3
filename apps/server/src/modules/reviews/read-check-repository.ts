// The SQL of the read-check's agreement with reviewers (issue 35): per language, the clips it compared with
// their text, counted by its verdict and by where review left them. Read on the admin's Review tab, rarely: one
// grouped scan of the clips in review joined to their recordings, no table kept for it.
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { READ_CHECK_MISMATCHES } from '@dhvani/contract/read-check';
import type { ReviewStatus } from '@dhvani/contract/reviews';
import type { Db } from '../../db/database.js';
import { clipReviews, recordings } from '../../db/schema/index.js';

/** The read-check's verdict, folded to two: it says its text, or it does not (any of the mismatches). */
export type Heard = 'says-text' | 'mismatch';

export interface VerdictCount {
  language: string;
  heard: Heard;
  status: ReviewStatus;
  clips: number;
}

/**
 * Per language × verdict × review status, the clips with a verdict that either wait for votes or were
 * decided by them. Left out: clips the check did not compare (not speech, unchecked, graded before it
 * existed), clips triage rejected unheard (decided by the analyser: the check's own verdict, not people's),
 * and clips an admin decided or marked as a known answer (an admin's ruling, not the reviewers' votes).
 */
export async function verdictsByReview(db: Db): Promise<VerdictCount[]> {
  return verdictsQuery(db);
}

/** The query itself, unrun (the scale bench prints its plan: bench/read-check/agreement.mjs). */
export function verdictsQuery(db: Db) {
  const heard = sql<Heard>`CASE WHEN ${recordings.readCheckOutcome} = 'says-text'
    THEN 'says-text' ELSE 'mismatch' END`;
  return db
    .select({ language: clipReviews.language, heard, status: clipReviews.status, clips: count() })
    .from(clipReviews)
    .innerJoin(recordings, eq(recordings.id, clipReviews.recordingId))
    .where(
      and(
        inArray(recordings.readCheckOutcome, ['says-text', ...READ_CHECK_MISMATCHES]),
        or(
          and(eq(clipReviews.status, 'pending'), isNull(clipReviews.knownAnswer)),
          eq(clipReviews.decidedBy, 'reviewers'),
        ),
      ),
    )
    .groupBy(clipReviews.language, heard, clipReviews.status);
}
