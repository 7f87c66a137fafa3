// Reads the multipart upload: text fields in any order around the one `audio` file part, which is streamed
// through the AudioInspector into a staging file (never held in memory). Fields that arrive before the file are
// checked before the file is read, so a bad language is refused without receiving 4 MB first; all of them are
// parsed once the body has been read (uploadFieldsSchema, the same schema as the resumable upload's commit).
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import {
  RECORDING_MESSAGES,
  UPLOAD_FIELD_NAMES,
  uploadFieldsSchema,
  type UploadFields,
} from '@dhvani/contract/recordings';
import { HttpError, badRequest, payloadTooLarge } from '../../lib/http-error.js';
import type { Staging } from '../../storage/staging.js';
import { fieldErrors } from './field-errors.js';
import { stageAudio, type StagedAudio } from './stage-audio.js';

export interface ReceivedUpload extends StagedAudio {
  fields: UploadFields;
}

const FIELD_NAMES = new Set<string>(UPLOAD_FIELD_NAMES);

/** The fields sent before the file, checked before it is read. */
function checkEarlyFields(raw: Record<string, string>): void {
  const parsed = uploadFieldsSchema.partial().safeParse(raw);
  if (!parsed.success) throw fieldErrors(parsed.error);
}

function parseFields(raw: Record<string, string>): UploadFields {
  const parsed = uploadFieldsSchema.safeParse(raw);
  if (!parsed.success) throw fieldErrors(parsed.error);
  return parsed.data;
}

/** On failure the staging file is already removed; on success the caller owns `stagedPath`. */
export async function receiveUpload(request: FastifyRequest, staging: Staging): Promise<ReceivedUpload> {
  const rawFields: Record<string, string> = {};
  let staged: StagedAudio | null = null;
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (part.fieldname === 'audio') throw badRequest(RECORDING_MESSAGES.missingAudio);
        if (!FIELD_NAMES.has(part.fieldname))
          throw badRequest(RECORDING_MESSAGES.unknownField(part.fieldname));
        if (part.fieldname in rawFields) throw badRequest(`Field "${part.fieldname}" was sent twice.`);
        rawFields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'audio') throw badRequest(RECORDING_MESSAGES.unknownField(part.fieldname));
      checkEarlyFields(rawFields);
      staged = await stageAudio(part.file, staging);
      if (part.file.truncated) throw payloadTooLarge(RECORDING_MESSAGES.tooLarge);
    }
    if (!staged) throw badRequest(RECORDING_MESSAGES.missingAudio);
    return { ...staged, fields: parseFields(rawFields) };
  } catch (err) {
    if (staged) await staging.discard(staged.stagedPath);
    throw isBrokenMultipart(err) ? badRequest(RECORDING_MESSAGES.brokenUpload) : err;
  }
}

/** The multipart parser's own errors (a body cut off mid-way, a malformed part) carry no status code. */
export function isBrokenMultipart(err: unknown): boolean {
  const e = err as { statusCode?: number; message?: unknown };
  return (
    !(err instanceof HttpError) &&
    !e.statusCode &&
    typeof e.message === 'string' &&
    /multipart|terminated early|malformed part/i.test(e.message)
  );
}
