// The calls that finish sending a recording: commit the finished upload into a recording, then grade it.
// Both are safe to repeat (the commit by the recording's idempotency key, grading by the server), so each
// is repeated by itself (retry.ts) after a failure worth repeating: a failed grading call never sends the
// audio again, and "still grading" (202) is asked again when the server's Retry-After says.
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
import { AskAgainLater, parseRetryAfter, retrying } from './retry';

/** SPEC §8's internal error when an upload's answer names no recording (logged; the page says "try again"). */
export const NO_RECORDING_ID = "Server didn't return a recording ID.";

const uploadIdOf = (uploadUrl: string) => uploadUrl.split('/').filter(Boolean).pop()!;

/** The commit found bytes missing (issue 34): the upload must be resumed (HEAD, the rest) and committed again. */
export function isUnfinishedUpload(error: unknown): boolean {
  return (
    isAxiosError<{ code?: string }>(error) &&
    error.response?.status === 409 &&
    error.response.data?.code === 'upload_unfinished'
  );
}

/** The server no longer has the upload (deleted after 24 hours): it must be sent again from the start. */
export const isGoneUpload = (error: unknown) => isAxiosError(error) && error.response?.status === 404;

/**
 * Makes the finished upload a recording; returns its id and, when the server had it ready, its grade (one
 * round trip instead of commit then evaluate).
 */
export function commitUpload(
  uploadUrl: string,
  idempotencyKey: string,
  body: UploadFieldsBody,
): Promise<CommitResult> {
  return retrying(async () => {
    const response = await api.post<ApiSuccess<Partial<CommitResult> | null>>(
      `/uploads/${encodeURIComponent(uploadIdOf(uploadUrl))}/commit`,
      body,
      { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, params: { evaluate: 'true' } },
    );
    if (!response.data.data?._id) throw new Error(NO_RECORDING_ID);
    return commitResultSchema.parse(response.data.data);
  });
}

/** Grade, reasons and tokens; evaluate is asked again (only it) until the server answers with them. */
export function gradeRecording(recordingId: string): Promise<EvaluationResult> {
  return retrying(async () => {
    const response = await api.post<ApiSuccess<unknown>>(
      `/recordings/${encodeURIComponent(recordingId)}/evaluate`,
    );
    if (response.status === 202) {
      throw new AskAgainLater('still grading', parseRetryAfter(response.headers['retry-after']));
    }
    return evaluationResultSchema.parse(response.data.data);
  });
}
