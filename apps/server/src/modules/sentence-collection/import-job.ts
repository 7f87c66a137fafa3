// The background job of an admin's import (docs/jobs.md): step 'check' reads the uploaded file from storage
// and stages what passes; step 'commit' adds the staged sentences. Both are safe to run twice: a check starts
// by dropping what an earlier attempt staged, and a commit finds an import already done and does nothing.
import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/database.js';
import type { Storage } from '../../storage/types.js';
import { defineJobKind, type JobHandlerOptions } from '../jobs/kind.js';
import { clearStaged, findImport, moveImport, staleCheckedImports } from './import-repository.js';
import { runCheck, runCommit } from './import-run.js';

export const importJobKind = defineJobKind(
  'sentences.import',
  z.object({
    importId: z.uuid(),
    step: z.enum(['check', 'commit']),
    /** Who asked for the import (the audit's actor). */
    actorId: z.uuid().nullable(),
  }),
);
export type ImportJobPayload = z.infer<typeof importJobKind.payload>;

/** A job's key: one check and one commit per import, each found by its own key. */
export const importJobKey = (importId: string, step: ImportJobPayload['step']) => `${importId}:${step}`;

export const importFileKey = (importId: string) => `sentence-imports/${importId}.txt`;

export interface ImportJobDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

export function importJobHandler(deps: ImportJobDeps): JobHandlerOptions<ImportJobPayload> {
  return {
    // An import reads a whole file; one at a time per process leaves the other jobs their share.
    concurrency: 1,
    maxAttempts: 3,
    leaseMs: 5 * 60_000,
    async handler({ payload, progress, signal }) {
      if (payload.step === 'commit') {
        return (await runCommit(deps, payload.importId, payload.actorId)) ?? { skipped: 'not importing' };
      }
      const imp = await findImport(deps.db, payload.importId);
      if (!imp || imp.state !== 'checking' || !imp.fileKey) return { skipped: 'not checking' };
      const outcome = await runCheck(deps, imp, await deps.storage.read(imp.fileKey), {
        onProgress: (p) => progress(p),
        signal,
      });
      // The staged rows are all the import needs now.
      await deps.storage.delete(imp.fileKey);
      return outcome.ok ? { accepted: outcome.report.accepted } : { failed: outcome.error };
    },
  };
}

/** Checked files nobody imported within a week: their staged sentences are dropped. */
export const STALE_CHECK_MS = 7 * 86_400_000;
export const pruneImportsKind = defineJobKind('sentences.prune-imports', z.object({}));

export function pruneImportsHandler(deps: { db: Db; clock: Clock }): JobHandlerOptions<object> {
  return {
    everyMs: 6 * 60 * 60_000,
    async handler() {
      const stale = await staleCheckedImports(deps.db, new Date(deps.clock.now().getTime() - STALE_CHECK_MS));
      for (const id of stale) {
        if (await moveImport(deps.db, id, ['checked'], { state: 'discarded' }))
          await clearStaged(deps.db, id);
      }
      return { discarded: stale.length };
    },
  };
}
