// Retention (issue 23, docs/privacy.md): a periodic job on the durable job table deletes what the privacy
// notice says is kept only for a while. Safe to run twice: each step deletes by age.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Storage } from '../../storage/types.js';
import { deleteStaleCodes } from '../auth/codes-repository.js';
import { deleteEndedSessions } from '../auth/sessions-repository.js';
import { deleteMessagesBefore } from '../contact/repository.js';
import { deleteExpiredAccess } from '../guardians/repository.js';
import { defineJobKind, type JobHandlerOptions } from '../jobs/kind.js';
import { deleteExpired } from './exports-repository.js';

const DAY_MS = 24 * 60 * 60_000;

/** How long each kind of short-lived data is kept; the notice (/privacy) states the same periods. */
export const RETENTION = {
  /** One-time codes after they were used or expired, sign-up proofs never used, code-send counters. */
  codesMs: DAY_MS,
  /** Sessions after they expired or were ended (their refresh tokens go with them). */
  sessionsMs: 30 * DAY_MS,
  /** Contact-form messages after they arrived. */
  contactMs: 180 * DAY_MS,
} as const;

export const retentionJobKind = defineJobKind('privacy.retention', z.object({}));

export function retentionJobHandler(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
}): JobHandlerOptions<object> {
  return {
    everyMs: 6 * 60 * 60_000,
    async handler() {
      const now = deps.clock.now().getTime();
      const before = (ms: number) => new Date(now - ms);
      // A guardian page's access goes with the codes: it is the proof one of them made.
      const codes =
        (await deleteStaleCodes(deps.db, before(RETENTION.codesMs))) +
        (await deleteExpiredAccess(deps.db, before(RETENTION.codesMs)));
      const sessions = await deleteEndedSessions(deps.db, before(RETENTION.sessionsMs));
      const contactMessages = await deleteMessagesBefore(deps.db, before(RETENTION.contactMs));
      // Rows first: a file whose row is gone can no longer be downloaded, only left behind.
      const exportFiles = await deleteExpired(deps.db, new Date(now));
      await Promise.all(exportFiles.map((key) => deps.storage.delete(key)));
      return { codes, sessions, contactMessages, exports: exportFiles.length };
    },
  };
}
