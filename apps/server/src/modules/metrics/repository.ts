// The only SQL of the metrics (issue 34): what a scrape reads from the database, shared by every process.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/migrate.js';

export interface QueueRow {
  kind: string;
  state: string;
  jobs: number;
  oldest_seconds: number;
}

/** Waiting and running jobs per kind, and how long the oldest has waited since it came due. */
export async function jobQueues(db: Db): Promise<QueueRow[]> {
  return rowsOf<QueueRow>(
    await db.execute(sql`
      SELECT kind, state, count(*)::int AS jobs,
             coalesce(extract(epoch FROM now() - min(run_at) FILTER (WHERE run_at <= now())), 0)::float8 AS oldest_seconds
      FROM jobs WHERE state IN ('queued', 'running') GROUP BY kind, state`),
  );
}

/** Uploads begun and neither committed nor discarded yet (the 24-hour sweep deletes the rest). */
export async function openUploads(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM provisional_uploads WHERE recording_id IS NULL`),
  );
  return Number(row?.n ?? 0);
}

/** Clips waiting for peer review, per recording language (review_totals is kept by every vote). */
export async function reviewBacklog(db: Db): Promise<Array<{ language: string; clips: number }>> {
  return rowsOf<{ language: string; clips: number }>(
    await db.execute(sql`SELECT language, clips::int AS clips FROM review_totals WHERE status = 'pending'`),
  );
}

/** Dataset releases per state. */
export async function releaseBuilds(db: Db): Promise<Array<{ status: string; n: number }>> {
  return rowsOf<{ status: string; n: number }>(
    await db.execute(sql`SELECT status, count(*)::int AS n FROM releases GROUP BY status`),
  );
}
