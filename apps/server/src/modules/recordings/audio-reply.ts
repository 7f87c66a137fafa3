// Streams a recording's audio to its owner or an admin as WAV (the default) or FLAC, honouring a single
// byte Range (206) for seeking. A recording is served as stored when that is the format asked for;
// otherwise it is converted off the event loop (FLAC ↔ WAV, lossless both ways) and the range cut from
// the converted file.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { HttpError, notFound } from '../../lib/http-error.js';
import { requireAccess, type Actor } from '../../access/policy.js';
import { parseRange } from './byte-range.js';
import { findRecording, storedFormat, type AudioFormat, type RecordingRow } from './repository.js';

const MEDIA_TYPES: Record<AudioFormat, string> = { wav: 'audio/wav', flac: 'audio/flac' };

export async function sendAudio(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  rangeHeader: string | undefined,
  reply: FastifyReply,
  format: AudioFormat = 'wav',
) {
  const rec = requireAccess(
    actor,
    'recording.listen',
    await findRecording(app.db, id),
    RECORDING_MESSAGES.notFound,
  );
  return replyWithAudio(app, rec, rangeHeader, reply, format);
}

/** Streams a recording whose caller has already been allowed to hear it (its owner, an admin, a reviewer). */
export async function replyWithAudio(
  app: FastifyInstance,
  rec: RecordingRow,
  rangeHeader: string | undefined,
  reply: FastifyReply,
  format: AudioFormat = 'wav',
) {
  const missing = (err: unknown) => {
    app.log.error({ err, recordingId: rec.id }, 'stored audio could not be read');
    return notFound(RECORDING_MESSAGES.audioMissing);
  };
  const converted =
    storedFormat(rec.storageKey) === format
      ? null
      : await convertStored(app, rec.storageKey, format, missing);
  const size = converted ? converted.length : rec.sizeBytes;
  const range = parseRange(rangeHeader, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="recording-${rec.id}.${format}"`);
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, RECORDING_MESSAGES.rangeNotSatisfiable);
  }
  const part = range.kind === 'partial' ? range.range : undefined;
  const body = converted
    ? Buffer.from(
        converted.buffer,
        converted.byteOffset + (part?.start ?? 0),
        part ? part.end - part.start + 1 : size,
      )
    : await app.storage.read(rec.storageKey, part).catch((err: unknown) => {
        throw missing(err);
      });
  reply.type(MEDIA_TYPES[format]);
  if (part) {
    reply
      .code(206)
      .header('content-range', `bytes ${part.start}-${part.end}/${size}`)
      .header('content-length', part.end - part.start + 1);
  } else {
    reply.code(200).header('content-length', size);
  }
  return reply.send(body);
}

async function convertStored(
  app: FastifyInstance,
  key: string,
  to: AudioFormat,
  missing: (err: unknown) => HttpError,
): Promise<Uint8Array> {
  const file = app.storage.localPath(key);
  if (file && !(await app.storage.stat(key))) throw missing(new Error(`no file at ${key}`));
  const source = file
    ? { file }
    : {
        bytes: await app.storage.readAll(key).catch((err: unknown) => {
          throw missing(err);
        }),
      };
  return app.audioCodec.convert(to, source);
}
