// How a stored recording goes out (SPEC §3 Recording), for the contributor's list and the admin's: the one
// place where internal names meet the wire's (`_id`, `duration`).
import type { RecordingItem } from '@dhvani/contract/recordings';
import { reasonText } from '@dhvani/contract/quality-reasons';
import { toRecordingReview, type ReviewState } from './recording-review.js';
import type { RecordingRow } from './repository.js';

/** The columns a list item is made of (what repository.ts listRecordingItems reads, and no more). */
export type RecordingItemRow = Pick<
  RecordingRow,
  | 'id'
  | 'userId'
  | 'language'
  | 'domain'
  | 'recordedVia'
  | 'durationSeconds'
  | 'transcript'
  | 'quality'
  | 'reasons'
  | 'createdAt'
  | 'evaluatedAt'
  | 'contributionId'
>;

/** `review` is the clip's peer-review state (issue 21), null until the recording was graded. */
export function toRecordingItem(
  row: RecordingItemRow,
  tokens: number | null,
  review: ReviewState | null,
): RecordingItem {
  return {
    _id: row.id,
    userId: row.userId,
    language: row.language,
    domain: row.domain,
    recordedVia: row.recordedVia,
    duration: row.durationSeconds,
    transcript: row.transcript,
    quality: row.quality,
    reasons: row.reasons.map(reasonText),
    reasonCodes: row.reasons,
    tokens,
    createdAt: row.createdAt.toISOString(),
    evaluatedAt: row.evaluatedAt?.toISOString() ?? null,
    contributionId: row.contributionId,
    review: toRecordingReview(review),
  };
}
