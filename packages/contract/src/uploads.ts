// Resumable uploads (issue 20): a recording is streamed to /api/v1/uploads with the tus 1.0 protocol while
// it is being spoken, then committed into a recording with its text fields (the body of the commit is
// recordings.ts's uploadFieldsSchema, the fields of the multipart upload). Shared by the web client and the
// server.
import { z } from 'zod';
import { evaluationResultSchema, uploadResultSchema } from './recordings.js';

export const UPLOADS_PATH = '/uploads';
export const TUS_VERSION = '1.0.0';
/** The most a client resends after a broken connection: one chunk (issue 20). */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;
/** An upload not committed within this long is deleted. */
export const PROVISIONAL_UPLOAD_HOURS = 24;

/**
 * The commit's query: `evaluate=true` also waits for the recording's grade (as POST /recordings/{id}/evaluate
 * does) and answers with it, so a client on a slow network needs one round trip after its last byte instead
 * of two (issue 20, docs/decisions/0026).
 */
export const commitUploadQuerySchema = z.object({
  evaluate: z.enum(['true', 'false'], { error: 'evaluate must be true or false' }).optional(),
});

/**
 * The commit's answer: the recording's id and, when asked for and ready within the server's wait, its grade
 * (evaluate's answer). Without `evaluation` the client calls evaluate, as before.
 */
export const commitResultSchema = uploadResultSchema.extend({
  evaluation: evaluationResultSchema.optional(),
});
export type CommitResult = z.infer<typeof commitResultSchema>;

export const UPLOAD_MESSAGES = {
  notFound: 'Upload not found.',
  gone: `This upload is no longer available: uploads not submitted within ${PROVISIONAL_UPLOAD_HOURS} hours are deleted. Please send the recording again.`,
  notFinished: (received: number, size: number | undefined) =>
    size === undefined
      ? `The upload is not finished: ${received} bytes received and its end not declared yet.`
      : `The upload is not finished: ${received} of ${size} bytes received.`,
  alreadyCommitted: 'This upload was already submitted as a recording.',
  tooManyOpen: (max: number) =>
    `You have ${max} unfinished uploads. Send or discard them before recording more.`,
  committed: 'Recording uploaded.',
} as const;
