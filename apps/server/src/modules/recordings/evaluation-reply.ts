// How an evaluation answer goes out, for the contributor's and the admin's evaluate routes: 200 with the
// result, or 202 with a Retry-After header while grading is still going on. The one place where the
// evaluation's names meet SPEC's wire names (final_quality, amount) and reason codes become sentences.
import type { FastifyReply } from 'fastify';
import {
  EVALUATE_RETRY_AFTER_SECONDS,
  RECORDING_MESSAGES,
  evaluationResultSchema,
  gradingPendingSchema,
  type EvaluationResult,
} from '@dhvani/contract/recordings';
import { reasonText } from '@dhvani/contract/quality-reasons';
import { okEnvelope } from '../../lib/envelope-schema.js';
import type { Evaluation, EvaluationAnswer } from './evaluate-service.js';

/** The 200 and 202 response schemas of an evaluate route. */
export const evaluationResponses = {
  200: okEnvelope(evaluationResultSchema),
  202: okEnvelope(gradingPendingSchema),
};

export const EVALUATION_DESCRIPTION =
  'Grading runs in the background from the moment the recording is stored. This call returns its result, ' +
  'waiting for it if needed. If grading is still queued or running after the wait, it answers 202 with ' +
  `{ recordingId, status } and Retry-After: ${EVALUATE_RETRY_AFTER_SECONDS}; call evaluate again then (never ` +
  'upload again). Repeated or concurrent calls return the same result and credit the tokens once.';

export function toEvaluationResult(e: Evaluation): EvaluationResult {
  return {
    final_quality: e.quality,
    amount: e.tokens,
    recordingId: e.recordingId,
    reasons: e.reasons.map(reasonText),
    reasonCodes: e.reasons,
    readCheck: e.readCheck ? { outcome: e.readCheck.outcome, score: e.readCheck.score } : null,
  };
}

export function sendEvaluation(reply: FastifyReply, answer: EvaluationAnswer, message: string) {
  if ('graded' in answer) return reply.ok(toEvaluationResult(answer.graded), message);
  reply.header('retry-after', String(EVALUATE_RETRY_AFTER_SECONDS));
  return reply.ok(answer.pending, RECORDING_MESSAGES.gradingPending, 202);
}
