// The background job that builds a data export (docs/jobs.md): safe to run again (a finished export is left
// as it is; a half-written file is discarded), and an export deleted meanwhile (account erased) leaves nothing.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Staging } from '../../storage/staging.js';
import type { Storage } from '../../storage/types.js';
import { defineJobKind, type JobHandlerOptions } from '../jobs/kind.js';
import { writeExportArchive } from './export-archive.js';
import { findExport, markReady } from './exports-repository.js';

export const exportJobKind = defineJobKind('privacy.export', z.object({ exportId: z.uuid() }));

/** How long a finished archive can be downloaded (the notice says 7 days). */
export const EXPORT_KEEP_MS = 7 * 24 * 60 * 60_000;

export interface ExportJobDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  staging: Staging;
}

export function exportJobHandler(deps: ExportJobDeps): JobHandlerOptions<{ exportId: string }> {
  return {
    // Exports read every clip of an account: one at a time per process keeps them from crowding grading out.
    concurrency: 1,
    maxAttempts: 3,
    leaseMs: 5 * 60_000,
    async handler({ payload, progress, signal }) {
      const row = await findExport(deps.db, payload.exportId);
      if (!row) return { skipped: 'export deleted' };
      if (row.readyAt) return { sizeBytes: row.sizeBytes };
      const file = await deps.staging.newPath();
      try {
        const at = deps.clock.now();
        const size = await writeExportArchive(deps, row.userId, file, at, progress, signal);
        const key = `exports/${row.id}.zip`;
        await deps.storage.putFile(key, file, size);
        const readyAt = deps.clock.now();
        const kept = await markReady(deps.db, row.id, {
          storageKey: key,
          sizeBytes: size,
          readyAt,
          expiresAt: new Date(readyAt.getTime() + EXPORT_KEEP_MS),
        });
        if (!kept) await deps.storage.delete(key);
        return { sizeBytes: size };
      } finally {
        await deps.staging.discard(file);
      }
    },
  };
}
