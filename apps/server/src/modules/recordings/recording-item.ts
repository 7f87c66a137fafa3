// How a stored recording goes out (SPEC §3 Recording), for the contributor's list and the admin's: the one
// place where internal names meet the wire's (`_id`, `duration`).
import type { RecordingItem } from '@dhvani/contract/recordings';
import { reasonText } from '@dhvani/contract/quality-reasons';
import type { RecordingRow } from './repository.js';

export function toRecordingItem(row: RecordingRow, tokens: number | null): RecordingItem {
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
  };
}
