// The jobs feature's own periodic job: finished jobs are kept for a while (what ran, what failed and why) and
// then deleted, so the table holds recent work only.
import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/database.js';
import { defineJobKind, type JobHandlerOptions } from './kind.js';
import { deleteFinished } from './repository.js';

const DAY_MS = 86_400_000;
export const KEEP_SUCCEEDED_MS = 7 * DAY_MS;
export const KEEP_FAILED_MS = 30 * DAY_MS;

export const pruneJobsKind = defineJobKind('jobs.prune', z.object({}));

export function pruneJobsHandler(deps: { db: Db; clock: Clock }): JobHandlerOptions<object> {
  return {
    everyMs: 6 * 60 * 60_000,
    async handler() {
      const now = deps.clock.now().getTime();
      const deleted = await deleteFinished(deps.db, {
        succeededBefore: new Date(now - KEEP_SUCCEEDED_MS),
        failedBefore: new Date(now - KEEP_FAILED_MS),
      });
      return { deleted };
    },
  };
}
