// Triage on grading (issue 21): when a recording is first graded, in the grading's own transaction, it enters
// peer review: queued by its grade, or rejected at once for a hard reason (triage.ts). A poor grade earns
// nothing, so a clip the analyser rejects has no award to reverse.
import type { GradedHook } from '../recordings/grading-job.js';
import { enterReview } from './queue-repository.js';
import { queueRank, triageReasons } from './triage.js';

export const enterReviewOnGrade: GradedHook = async (tx, { recording, quality, metrics, readCheck, at }) => {
  await enterReview(tx, {
    recordingId: recording.id,
    userId: recording.userId,
    language: recording.language,
    durationSeconds: recording.durationSeconds,
    rank: queueRank(quality, readCheck),
    at,
    triage: triageReasons(quality, metrics, readCheck),
  });
};
