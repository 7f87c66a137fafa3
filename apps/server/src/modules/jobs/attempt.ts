// One attempt at a claimed job: the handler runs while the lease is renewed, and its outcome is recorded
// (done, retried after a backoff, or failed), but only while this claim still holds the job.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import type { Db } from '../../db/database.js';
import type { JobError } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { PermanentJobError, type JobHandlerOptions, type JobKind } from './kind.js';
import * as repo from './repository.js';

/** The key of a periodic kind's one scheduled occurrence. */
export const PERIODIC_KEY = 'periodic';

/** A registered kind with every option filled in. */
export interface Registered extends Omit<Required<JobHandlerOptions<unknown>>, 'everyMs'> {
  kind: JobKind<unknown>;
  everyMs: number | null;
}

/** What the runner tracks of a job running in this process. */
export interface Execution {
  claim: repo.Claim;
  maxAttempts: number;
  controller: AbortController;
}

type Outcome = { result: unknown } | { error: JobError };

export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

function jobErrorOf(err: unknown): JobError {
  if (err instanceof PermanentJobError) return { message: err.message, code: err.code, permanent: true };
  if (err instanceof ZodError)
    return { message: `invalid payload: ${err.message}`, code: 'invalid-payload', permanent: true };
  return { message: err instanceof Error ? err.message : String(err) };
}

function backoffFor(reg: Registered, attempt: number): number {
  const base = Math.min(reg.maxBackoffMs, reg.backoffMs * 2 ** (attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** Schedules a periodic kind's next occurrence (nothing when one is already waiting or running). */
export function scheduleNext(tx: Db, reg: Registered, runAt: Date, now: Date) {
  const { name: kind } = reg.kind;
  const job = { id: randomUUID(), kind, key: PERIODIC_KEY, payload: {}, maxAttempts: reg.maxAttempts };
  return repo.insertJob(tx, { ...job, runAt, now });
}

/** One finished attempt, for whoever watches (the metrics' job durations). */
export interface AttemptReport {
  kind: string;
  seconds: number;
  outcome: 'succeeded' | 'failed';
}

export function createAttemptRunner(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  stopping: () => boolean;
  attempted?: (report: AttemptReport) => void;
}) {
  const { db, clock, log } = deps;

  /** Records the outcome; a periodic job's next occurrence is scheduled in the same transaction. */
  async function finish(reg: Registered, exec: Execution, outcome: Outcome): Promise<boolean> {
    const { claim } = exec;
    const now = clock.now();
    if ('error' in outcome && !outcome.error.permanent && claim.attempt < exec.maxAttempts) {
      return repo.retryJob(db, claim, outcome.error, later(now, backoffFor(reg, claim.attempt)), now);
    }
    return db.transaction(async (tx) => {
      const done =
        'result' in outcome
          ? await repo.completeJob(tx, claim, outcome.result, now)
          : await repo.failJob(tx, claim, outcome.error, now);
      if (done && reg.everyMs !== null) await scheduleNext(tx, reg, later(now, reg.everyMs), now);
      return done;
    });
  }

  async function handle(reg: Registered, exec: Execution, payload: unknown): Promise<Outcome | 'lost'> {
    const { claim, controller } = exec;
    let lost = false;
    const renew = async (progress?: unknown) => {
      const now = clock.now();
      if (!(await repo.renewLease(db, claim, later(now, reg.leaseMs), now, progress))) {
        lost = true;
        controller.abort(new Error('the lease on this job was lost'));
      }
    };
    const heartbeat = setInterval(() => {
      renew().catch((err: unknown) => log.warn({ err, job: claim.id }, 'could not renew a job lease'));
    }, reg.leaseMs / 3);
    heartbeat.unref();
    try {
      const result = await reg.handler({
        id: claim.id,
        payload: reg.kind.payload.parse(payload),
        attempt: claim.attempt,
        signal: controller.signal,
        progress: renew,
        log: log.child({ job: claim.id, kind: reg.kind.name }),
      });
      return lost ? 'lost' : { result: result ?? null };
    } catch (err) {
      return lost ? 'lost' : { error: jobErrorOf(err) };
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Runs one attempt at the claimed `row` and records its outcome. */
  return async function runAttempt(reg: Registered, exec: Execution, row: repo.JobRow): Promise<void> {
    const { claim, controller } = exec;
    if (row.attempts > row.maxAttempts) {
      // Its earlier workers died holding it, as many times as it may be tried.
      await finish(reg, exec, {
        error: { message: 'its worker stopped while running it, on every attempt' },
      });
      return;
    }
    const started = performance.now();
    const outcome = await handle(reg, exec, row.payload);
    if (outcome !== 'lost')
      deps.attempted?.({
        kind: reg.kind.name,
        seconds: (performance.now() - started) / 1000,
        outcome: 'error' in outcome ? 'failed' : 'succeeded',
      });
    if (outcome === 'lost') {
      log.warn({ job: claim.id }, 'a job lost its lease while running; its outcome is dropped');
      return;
    }
    if ('error' in outcome && controller.signal.aborted && deps.stopping()) {
      await repo.releaseJob(db, claim, clock.now());
      return;
    }
    if ('error' in outcome) {
      log.warn({ job: claim.id, kind: reg.kind.name, error: outcome.error }, 'a job attempt failed');
    }
    if (!(await finish(reg, exec, outcome)))
      log.warn({ job: claim.id }, 'a job was taken over before it finished');
  };
}
