// How a stored recording goes out (SPEC §3 Recording), for the contributor's list and the admin's: the one
// place where internal names meet the wire's (`_id`, `duration`).
import type { RecordingItem } from '@dhvani/contract/recordings';
import { reasonText } from '@dhvani/contract/quality-reasons';
import { toRecordingReview, type ClipReviewRow } from './recording-review.js';
import type { RecordingRow } from './repository.js';

/** `review` is the clip's peer-review row (issue 21), null until the recording was graded. */
export function toRecordingItem(
  row: RecordingRow,
  tokens: number | null,
  review: ClipReviewRow | null,
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
