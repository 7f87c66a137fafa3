// The database server's clock (issue 34). Processes on several machines compare times they wrote into shared
// rows — a job's lease above all — so they must read one clock: the database's, sampled and kept as an offset
// from this machine's, which is then as good as a query to now() without one per read.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.js';
import type { Db } from './database.js';
import { rowsOf } from './migrate.js';

/** How often the offset is measured again (clocks drift, NTP steps them). */
const RESYNC_EVERY_MS = 60_000;

/** The database's time minus this machine's, in ms, measured at the middle of a round trip. */
async function measureOffset(db: Db): Promise<number> {
  const before = Date.now();
  const [row] = rowsOf<{ ms: string | number }>(
    await db.execute(sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`),
  );
  const after = Date.now();
  return Math.round(Number(row?.ms) - (before + after) / 2);
}

export interface DatabaseClock extends Clock {
  /** The last measured offset (ms the database is ahead of this machine). */
  offsetMs(): number;
  stop(): void;
}

export async function databaseClock(db: Db, log: FastifyBaseLogger): Promise<DatabaseClock> {
  let offset = await measureOffset(db);
  if (Math.abs(offset) > 1_000)
    log.warn({ offsetMs: offset }, "this machine's clock differs from the database's");
  const timer = setInterval(() => {
    measureOffset(db).then(
      (ms) => (offset = ms),
      () => undefined, // keep the last offset while the database is unreachable
    );
  }, RESYNC_EVERY_MS);
  timer.unref();
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    stop: () => clearInterval(timer),
  };
}
