// Upload rules (issue 5): consent first, the file streamed and checked by content, the fields checked,
// the duration compared with the audio's own, then the row and the file committed together.
//
// Crash safety: the file is moved from staging into storage INSIDE the transaction that inserts its row,
// after the insert. A failure before the commit rolls the row back and deletes the moved file; a crash
// between the move and the commit can leave a file without a row, which the start-up sweep removes
// (sweep.ts). A row never points at a missing file.
//
// Idempotency: UNIQUE (user_id, idempotency_key). Concurrent retries all stage their copy; one insert wins,
// the others insert nothing, drop their copy and answer with the winner's id, or 422 when their payload
// (audio hash + fields) differs from the winner's.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DURATION_TOLERANCE_SECONDS,
  RECORDING_MESSAGES,
  uploadFieldsSchema,
  type UploadFields,
} from '@dhvani/contract/recordings';
import { trueDurationSeconds } from '../../audio/wav.js';
import { badRequest, unprocessable } from '../../lib/http-error.js';
import type { ConsentService } from '../consents/service.js';
import { fieldErrors } from './field-errors.js';
import { receiveUpload } from './receive-upload.js';
import { findByIdempotencyKey, insertRecording, storageKeyFor } from './repository.js';

export interface UploadResult {
  id: string;
  /** True when this answers a retry with the first upload's result. */
  replayed: boolean;
}

function payloadHash(audioSha256: string, f: UploadFields): string {
  const canonical = JSON.stringify([
    audioSha256,
    f.duration,
    f.language,
    f.domain,
    f.recordedVia,
    f.paragraph,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export function createUploadService(app: FastifyInstance, consents: ConsentService) {
  const { storage, uploadStaging: staging } = app;

  async function commit(
    userId: string,
    idempotencyKey: string | null,
    fields: UploadFields,
    hash: string,
    upload: { stagedPath: string; size: number; seconds: number },
  ): Promise<UploadResult> {
    const id = randomUUID();
    const key = storageKeyFor(id);
    let moved = false;
    try {
      const inserted = await app.db.transaction(async (tx) => {
        const ok = await insertRecording(tx, {
          id,
          userId,
          language: fields.language,
          domain: fields.domain,
          recordedVia: fields.recordedVia,
          durationSeconds: Math.round(upload.seconds * 100) / 100,
          sizeBytes: upload.size,
          storageKey: key,
          transcript: fields.paragraph,
          idempotencyKey,
          payloadHash: hash,
          createdAt: app.clock.now(),
        });
        if (!ok) return false;
        await storage.putFile(key, upload.stagedPath, upload.size);
        moved = true;
        return true;
      });
      if (inserted) return { id, replayed: false };
    } catch (err) {
      if (moved) await storage.delete(key).catch(() => undefined);
      throw err;
    }
    const first = idempotencyKey ? await findByIdempotencyKey(app.db, userId, idempotencyKey) : null;
    if (!first) throw new Error('idempotent insert conflicted but the first recording is missing');
    if (first.payloadHash !== hash) throw unprocessable(RECORDING_MESSAGES.idempotencyConflict);
    return { id: first.id, replayed: true };
  }

  return {
    async upload(
      userId: string,
      request: FastifyRequest,
      idempotencyKey: string | null,
    ): Promise<UploadResult> {
      await consents.requireActive(userId);
      const received = await receiveUpload(request, staging);
      try {
        const parsed = uploadFieldsSchema.safeParse(received.rawFields);
        if (!parsed.success) throw fieldErrors(parsed.error);
        const fields = parsed.data;
        const seconds = trueDurationSeconds(received.header, received.size);
        if (Math.abs(fields.duration - seconds) > DURATION_TOLERANCE_SECONDS) {
          throw badRequest(RECORDING_MESSAGES.durationMismatch(fields.duration, seconds));
        }
        return await commit(userId, idempotencyKey, fields, payloadHash(received.sha256, fields), {
          stagedPath: received.stagedPath,
          size: received.size,
          seconds,
        });
      } finally {
        await staging.discard(received.stagedPath);
      }
    },
  };
}
