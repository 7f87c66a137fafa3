// A recording's peer-review state as the contributor's and the admin's lists show it (issue 21). The row is
// the review feature's (clip_reviews); a recording without one has not been graded yet, so it waits.
import { NOT_YET_IN_REVIEW, type RecordingReview } from '@dhvani/contract/reviews';
import type { clipReviews } from '../../db/schema/index.js';

export type ClipReviewRow = typeof clipReviews.$inferSelect;
/** The part of the row a list shows (what recordings/repository.ts listRecordingItems reads). */
export type ReviewState = Pick<ClipReviewRow, 'status' | 'upVotes' | 'downVotes' | 'reasons' | 'decidedBy'>;

export function toRecordingReview(row: ReviewState | null): RecordingReview {
  if (!row) return NOT_YET_IN_REVIEW;
  return {
    status: row.status,
    upVotes: row.upVotes,
    downVotes: row.downVotes,
    reasons: row.status === 'rejected' ? row.reasons : [],
    decidedBy: row.decidedBy ?? null,
  };
}
