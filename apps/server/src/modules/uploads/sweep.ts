// Provisional uploads never committed are deleted after 24 hours (issue 20): their rows, their bytes, and
// whatever the tus store holds past its expiry without a row (a crash between the two). A periodic
// background job (docs/jobs.md): one occurrence an hour, in whichever process claims it; deleting is
// idempotent, so a retry after a crash is harmless.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJobKind } from '../jobs/kind.js';
import { deleteUploadsBefore } from './repository.js';
import { PROVISIONAL_UPLOAD_TTL_MS, type TusServer } from './tus-store.js';

const SWEEP_EVERY_MS = 60 * 60_000;
export const sweepUploadsKind = defineJobKind('uploads.sweep', z.object({}));

export async function sweepProvisionalUploads(app: FastifyInstance, tus: TusServer): Promise<number> {
  const cutoff = new Date(app.clock.now().getTime() - PROVISIONAL_UPLOAD_TTL_MS);
  const abandoned = await deleteUploadsBefore(app.db, cutoff);
  for (const id of abandoned) await tus.remove(id);
  // The store's own expiry covers bytes whose row is already gone (it judges by the real clock).
  await tus.server
    .cleanUpExpiredUploads()
    .catch((err: unknown) => app.log.warn({ err }, 'tus expiry sweep failed'));
  return abandoned.length;
}

export function scheduleUploadSweep(app: FastifyInstance, tus: TusServer): void {
  app.jobs.register(sweepUploadsKind, {
    everyMs: SWEEP_EVERY_MS,
    async handler() {
      return { deleted: await sweepProvisionalUploads(app, tus) };
    },
  });
}
