// Uploads per user per minute and per day (issue 17 §3: one account made 1,500 uploads in 8 s). The limits
// are UPLOADS_PER_MINUTE and UPLOADS_PER_DAY, on UTC minutes and days, and they count uploads that were
// stored: a refused upload costs nothing. The count lives in the database and is taken inside the upload's
// own transaction, so no number of processes or concurrent requests can pass it; a cheaper read-only check
// refuses a user already at a limit before their file is received.
import type { FastifyInstance } from 'fastify';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import type { Db } from '../../db/database.js';
import { tooManyRequests, type HttpError } from '../../lib/http-error.js';
import { findByIdempotencyKey } from './repository.js';
import { countUpload, findUploadCounts, windowsAt, type UploadCounts } from './upload-counts-repository.js';

const DAY_MS = 86_400_000;

/** "42 seconds", "17 minutes", "5 hours": rounded up, in the largest unit that reads well. */
export function waitText(ms: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (ms <= 90_000) return unit(Math.max(1, Math.ceil(ms / 1000)), 'second');
  if (ms <= 90 * 60_000) return unit(Math.ceil(ms / 60_000), 'minute');
  return unit(Math.ceil(ms / 3_600_000), 'hour');
}

export function createUploadLimit(app: Pick<FastifyInstance, 'config' | 'db' | 'clock'>) {
  const limits = app.config.uploadLimits;

  function tooMany(limit: number, per: 'minute' | 'day', waitMs: number): HttpError {
    return tooManyRequests(RECORDING_MESSAGES.tooManyUploads(limit, per, waitText(waitMs)), {
      code: 'too_many_uploads',
      params: { limit, per, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
    });
  }

  /** The 429 for a user whose counts are at a limit now, or null. */
  function refusal(row: UploadCounts | null, now: Date): HttpError | null {
    const at = windowsAt(now);
    if (row?.dayStart === at.dayStart && row.dayCount >= limits.perDay) {
      return tooMany(limits.perDay, 'day', Date.parse(`${at.dayStart}T00:00:00Z`) + DAY_MS - now.getTime());
    }
    if (row?.minuteStart.getTime() === at.minuteStart.getTime() && row.minuteCount >= limits.perMinute) {
      return tooMany(limits.perMinute, 'minute', at.minuteStart.getTime() + 60_000 - now.getTime());
    }
    return null;
  }

  return {
    /** Before the file is received. A retry of an upload that was stored is not a new upload. */
    async check(userId: string, idempotencyKey: string | null): Promise<void> {
      if (idempotencyKey && (await findByIdempotencyKey(app.db, userId, idempotencyKey))) return;
      const refused = refusal(await findUploadCounts(app.db, userId), app.clock.now());
      if (refused) throw refused;
    },

    /** In the upload's transaction: counts it, or throws 429 (and the transaction rolls back). */
    async take(tx: Db, userId: string): Promise<void> {
      const now = app.clock.now();
      if (await countUpload(tx, userId, windowsAt(now), limits)) return;
      throw refusal(await findUploadCounts(tx, userId), now) ?? tooMany(limits.perMinute, 'minute', 60_000);
    },
  };
}

export type UploadLimit = ReturnType<typeof createUploadLimit>;
