// Streams a recording's WAV to its owner or an admin, honouring a single byte Range (206) for seeking.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { parseRange } from './byte-range.js';
import { findRecording } from './repository.js';

export async function sendAudio(
  app: FastifyInstance,
  actor: AuthUser,
  id: string,
  rangeHeader: string | undefined,
  reply: FastifyReply,
) {
  const rec = await findRecording(app.db, id);
  if (!rec || (rec.userId !== actor.id && actor.role !== 'admin'))
    throw notFound(RECORDING_MESSAGES.notFound);
  const size = rec.sizeBytes;
  const range = parseRange(rangeHeader, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="recording-${rec.id}.wav"`);
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, RECORDING_MESSAGES.rangeNotSatisfiable);
  }
  const stream = await app.storage
    .read(rec.storageKey, range.kind === 'partial' ? range.range : undefined)
    .catch((err: unknown) => {
      app.log.error({ err, recordingId: rec.id }, 'stored audio could not be read');
      throw notFound(RECORDING_MESSAGES.audioMissing);
    });
  reply.type('audio/wav');
  if (range.kind === 'partial') {
    const { start, end } = range.range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.code(200).header('content-length', size);
  }
  return reply.send(stream);
}
