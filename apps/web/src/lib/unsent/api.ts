// The calls that finish sending a recording: commit the finished upload into a recording, then grade it.
// Both are safe to repeat (the commit by the recording's idempotency key, grading by the server), so each
// is retried by itself after a network failure: a failed grading call never sends the audio again.
import { isAxiosError } from 'axios';
import type { ApiSuccess } from '@dhvani/contract/envelope';
import {
  evaluationResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  type EvaluationResult,
  type UploadFieldsBody,
} from '@dhvani/contract/recordings';
import { commitResultSchema, type CommitResult } from '@dhvani/contract/uploads';
import { api } from '../api';

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15_000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Grading is still running elsewhere (evaluate answered 202). */
class StillGrading extends Error {}

/** Worth asking again: no answer at all, a timeout, the server's own trouble (5xx, 429), grading not done. */
export function isTransient(error: unknown): boolean {
  if (error instanceof StillGrading) return true;
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

async function withRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isTransient(error)) throw error;
      await wait(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!);
    }
  }
}

const uploadIdOf = (uploadUrl: string) => uploadUrl.split('/').filter(Boolean).pop()!;

/**
 * Makes the finished upload a recording; returns its id and, when the server had it ready, its grade (one
 * round trip instead of commit then evaluate). 404 means the upload is gone (re-send it).
 */
export function commitUpload(
  uploadUrl: string,
  idempotencyKey: string,
  body: UploadFieldsBody,
): Promise<CommitResult> {
  return withRetry(async () => {
    const response = await api.post<ApiSuccess<unknown>>(
      `/uploads/${encodeURIComponent(uploadIdOf(uploadUrl))}/commit`,
      body,
      { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, params: { evaluate: 'true' } },
    );
    return commitResultSchema.parse(response.data.data);
  });
}

/** Grade, reasons and tokens; asked again (only this call) until the server answers with them. */
export function gradeRecording(recordingId: string): Promise<EvaluationResult> {
  return withRetry(async () => {
    const response = await api.post<ApiSuccess<unknown>>(
      `/recordings/${encodeURIComponent(recordingId)}/evaluate`,
    );
    if (response.status === 202) throw new StillGrading('still grading');
    return evaluationResultSchema.parse(response.data.data);
  });
}
