// The only SQL of the per-IP request counters kept in the database (migration 0030, docs/decisions/0039):
// counted and reset on the database's clock, so every process and every restart agree on a window.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/migrate.js';
import { rateLimitCounters } from '../db/schema/index.js';

/** Counts one request under `key` in a window of `windowMs`; the count so far and the window's time left. */
export async function countHit(db: Db, key: string, windowMs: number) {
  const rows = await db.execute(sql`
    INSERT INTO rate_limit_counters AS c (key, hits, resets_at)
    VALUES (${key}, 1, now() + ${`${windowMs} milliseconds`}::interval)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END,
      resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM (resets_at - now())) * 1000))::int AS ttl`);
  const [row] = rowsOf<{ hits: number; ttl: number }>(rows);
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

/** Deletes counters whose window has ended. */
export async function deleteEndedCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
}
