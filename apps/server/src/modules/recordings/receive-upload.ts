// Reads the multipart upload: text fields in any order around the one `audio` file part, which is streamed
// through the AudioInspector into a staging file (never held in memory). Fields that arrive before the file are
// checked before the file is read, so a bad language is refused without receiving 4 MB first.
import { createWriteStream, type WriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { RECORDING_MESSAGES, UPLOAD_FIELD_NAMES, uploadFieldsSchema } from '@dhvani/contract/recordings';
import { HttpError, badRequest, payloadTooLarge } from '../../lib/http-error.js';
import type { Staging } from '../../storage/staging.js';
import { fieldErrors } from './field-errors.js';
import { AudioInspector, type InspectedAudio } from './audio-inspector.js';

/** An audio file in the staging folder, with what its first bytes said it is. */
export interface StagedAudio {
  stagedPath: string;
  size: number;
  sha256: string;
  audio: InspectedAudio;
}

export interface ReceivedUpload extends StagedAudio {
  rawFields: Record<string, string>;
}

const FIELD_NAMES = new Set<string>(UPLOAD_FIELD_NAMES);

function checkEarlyFields(raw: Record<string, string>) {
  const parsed = uploadFieldsSchema.partial().safeParse(raw);
  if (!parsed.success) throw fieldErrors(parsed.error);
}

/** On failure the staging file is already removed; on success the caller owns `stagedPath`. */
export async function receiveUpload(request: FastifyRequest, staging: Staging): Promise<ReceivedUpload> {
  const rawFields: Record<string, string> = {};
  let stagedPath: string | null = null;
  let inspector: AudioInspector | null = null;
  let out: WriteStream | null = null;
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
      stagedPath = await staging.newPath();
      inspector = new AudioInspector();
      out = createWriteStream(stagedPath, { flags: 'wx' });
      await pipeline(part.file, inspector, out);
      if (part.file.truncated) throw payloadTooLarge(RECORDING_MESSAGES.tooLarge);
    }
    if (!stagedPath || !inspector?.audio) throw badRequest(RECORDING_MESSAGES.missingAudio);
    return {
      stagedPath,
      size: inspector.bytes,
      sha256: inspector.sha256,
      audio: inspector.audio,
      rawFields,
    };
  } catch (err) {
    // A stream destroyed mid-open still creates its file once the open completes; wait for it to close, or
    // the discard below can run first and leave an orphan in staging.
    // (Not events.once: it rejects on the 'error' the pipeline itself emits.)
    const pending = out;
    if (pending && !pending.closed)
      await new Promise<void>((resolve) => pending.once('close', () => resolve()));
    if (stagedPath) await staging.discard(stagedPath);
    throw isBrokenMultipart(err) ? badRequest(RECORDING_MESSAGES.brokenUpload) : err;
  }
}

/** The multipart parser's own errors (a body cut off mid-way, a malformed part) carry no status code. */
function isBrokenMultipart(err: unknown): boolean {
  const e = err as { statusCode?: number; message?: unknown };
  return (
    !(err instanceof HttpError) &&
    !e.statusCode &&
    typeof e.message === 'string' &&
    /multipart|terminated early|malformed part/i.test(e.message)
  );
}
