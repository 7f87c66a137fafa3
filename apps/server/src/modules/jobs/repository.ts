// The only SQL of the jobs feature (migration 0007_jobs.sql). Every time comes from the caller (the app's
// clock), so tests can move it and every process compares leases against the same kind of time.
import { and, desc, eq, inArray, isNotNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { jobs, type JobError } from '../../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;

/** One claim of a job: a worker that lost its lease (or whose attempt is over) no longer matches. */
export interface Claim {
  id: string;
  worker: string;
  attempt: number;
}

// Must imply the partial unique index's predicate for ON CONFLICT to find it.
const OPEN_KEY = sql.raw(`key IS NOT NULL AND state IN ('queued', 'running')`);

export interface NewJob {
  id: string;
  kind: string;
  key: string | null;
  payload: unknown;
  maxAttempts: number;
  runAt: Date;
  now: Date;
}

/**
 * Adds a job in the caller's transaction. With a key, a job of that kind and key that is still waiting or
 * running is the answer instead (nothing is added); returns the id of the job that will do the work.
 */
export async function insertJob(tx: Db, job: NewJob): Promise<string> {
  const inserted = await tx
    .insert(jobs)
    .values({
      id: job.id,
      kind: job.kind,
      key: job.key,
      payload: job.payload,
      state: 'queued',
      maxAttempts: job.maxAttempts,
      runAt: job.runAt,
      createdAt: job.now,
      updatedAt: job.now,
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key], where: OPEN_KEY })
    .returning({ id: jobs.id });
  if (inserted[0]) return inserted[0].id;
  const open = await latestJobFor(tx, job.kind, job.key ?? '');
  if (!open) throw new Error(`job ${job.kind}/${job.key} conflicted but no open job was found`);
  return open.id;
}

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** The newest job of this kind about `key` (open or finished). */
export async function latestJobFor(db: Db, kind: string, key: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1);
  return row ?? null;
}

/** Who is claiming: the worker, the jobs it is running right now, and the lease it would take. */
export interface Claimer {
  worker: string;
  runningHere: string[];
  now: Date;
  until: Date;
}

/**
 * A running job may be taken when its lease has run out, or when the lease is this worker's own but the job
 * is not running here (its outcome could not be recorded, e.g. during a database outage).
 */
function takeable(c: Claimer) {
  const mineButIdle = c.runningHere.length
    ? and(eq(jobs.lockedBy, c.worker), notInArray(jobs.id, c.runningHere))
    : eq(jobs.lockedBy, c.worker);
  return and(eq(jobs.state, 'running'), or(lt(jobs.lockedUntil, c.now), mineButIdle));
}

async function claimWhere(db: Db, which: ReturnType<typeof and>, limit: number, c: Claimer) {
  // One statement: the rows are picked and locked (skipping rows another claim holds) and updated together,
  // so two workers never get the same job.
  const picked = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(which)
    .orderBy(jobs.runAt, jobs.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: c.worker,
      lockedUntil: c.until,
      updatedAt: c.now,
    })
    .where(inArray(jobs.id, picked))
    .returning();
}

/** Claims up to `limit` jobs of `kind` that are due, or whose lease may be taken over. */
export function claimDue(db: Db, kind: string, limit: number, c: Claimer): Promise<JobRow[]> {
  const due = and(eq(jobs.state, 'queued'), lte(jobs.runAt, c.now));
  return claimWhere(db, and(eq(jobs.kind, kind), or(due, takeable(c))), limit, c);
}

/** Claims one job now, even if it waits for a retry's backoff; null when it is finished or held by a live lease. */
export async function claimJob(db: Db, kind: string, id: string, c: Claimer): Promise<JobRow | null> {
  const open = or(eq(jobs.state, 'queued'), takeable(c));
  const [row] = await claimWhere(db, and(eq(jobs.id, id), eq(jobs.kind, kind), open), 1, c);
  return row ?? null;
}

const held = (c: Claim) =>
  and(
    eq(jobs.id, c.id),
    eq(jobs.state, 'running'),
    eq(jobs.lockedBy, c.worker),
    eq(jobs.attempts, c.attempt),
  );

async function updateHeld(db: Db, c: Claim, set: PgUpdateSetSource<typeof jobs>): Promise<boolean> {
  const rows = await db.update(jobs).set(set).where(held(c)).returning({ id: jobs.id });
  return rows.length === 1;
}

/** Renews the lease (and stores progress); false when this claim no longer holds the job. */
export function renewLease(db: Db, c: Claim, until: Date, now: Date, progress?: unknown): Promise<boolean> {
  return updateHeld(db, c, {
    lockedUntil: until,
    updatedAt: now,
    ...(progress === undefined ? {} : { progress }),
  });
}

const unlocked = { lockedBy: null, lockedUntil: null } as const;

export function completeJob(db: Db, c: Claim, result: unknown, now: Date): Promise<boolean> {
  return updateHeld(db, c, {
    ...unlocked,
    state: 'succeeded',
    result: result ?? null,
    finishedAt: now,
    updatedAt: now,
  });
}

/** The attempt failed; the job waits until `runAt` for the next one. */
export function retryJob(db: Db, c: Claim, error: JobError, runAt: Date, now: Date): Promise<boolean> {
  return updateHeld(db, c, { ...unlocked, state: 'queued', error, runAt, updatedAt: now });
}

export function failJob(db: Db, c: Claim, error: JobError, now: Date): Promise<boolean> {
  return updateHeld(db, c, { ...unlocked, state: 'failed', error, finishedAt: now, updatedAt: now });
}

/** Hands a job back unfinished (shutdown): the interrupted attempt does not count. */
export function releaseJob(db: Db, c: Claim, now: Date): Promise<boolean> {
  return updateHeld(db, c, {
    ...unlocked,
    state: 'queued',
    attempts: sql`${jobs.attempts} - 1`,
    runAt: now,
    updatedAt: now,
  });
}

/** A failed job gets its attempts back and waits to run again (someone asked for its result). */
export async function requeueFailed(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * Start-up on a database no other process can open (embedded PGlite): every running job was left by an
 * earlier run of this process, so it is queued again without waiting for its lease to run out.
 */
export async function releaseAllRunning(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ ...unlocked, state: 'queued', runAt: now, updatedAt: now })
    .where(eq(jobs.state, 'running'))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Deletes finished jobs: succeeded ones finished before `succeededBefore`, failed ones before `failedBefore`. */
export async function deleteFinished(
  db: Db,
  q: { succeededBefore: Date; failedBefore: Date },
): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      and(
        isNotNull(jobs.finishedAt),
        or(
          and(eq(jobs.state, 'succeeded'), lt(jobs.finishedAt, q.succeededBefore)),
          and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, q.failedBefore)),
        ),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
