// Background jobs for every feature (docs/jobs.md): `app.jobs` registers handlers, enqueues jobs in the
// caller's transaction and waits for outcomes. The runner starts when the app is ready (resuming what an
// earlier run left) and stops before the server closes: running jobs get a grace period, the rest are
// handed back to the queue.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import type { AttemptReport } from './attempt.js';
import type { JobHandlerOptions, JobKind } from './kind.js';
import { pruneJobsHandler, pruneJobsKind } from './prune.js';
import { findJob, insertJob, latestJobFor, requeueFailed, type JobRow } from './repository.js';
import { createJobRunner } from './runner.js';
import { createJobWaiter, type JobOutcome } from './wait.js';

/** How long running jobs may take to finish when the server stops (main.ts gives up after 25 s). */
const SHUTDOWN_GRACE_MS = 10_000;
const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueOptions {
  /** What the job is about: while a job of this kind and key is waiting or running, no second one is added. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface Jobs {
  register<P>(kind: JobKind<P>, options: JobHandlerOptions<P>): void;
  /**
   * Adds a job inside `tx`, so it exists exactly when the caller's change does. Call `wake()` after the
   * commit to start it here at once (otherwise a runner finds it on its next poll).
   */
  enqueue<P>(tx: Db, kind: JobKind<P>, payload: P, options?: EnqueueOptions): Promise<string>;
  wake(): void;
  /** Runs the job here now if no one holds it (a caller is waiting for it); false when it could not. */
  runNow(kind: JobKind<unknown>, id: string): Promise<boolean>;
  /**
   * Waits up to `timeoutMs` for the job's next outcome: done, failed, or an attempt failed after the first
   * `attemptsOver` attempts (default: those over when the wait starts).
   */
  wait(id: string, timeoutMs: number, attemptsOver?: number): Promise<JobOutcome>;
  find(id: string): Promise<JobRow | null>;
  latest(kind: JobKind<unknown>, key: string): Promise<JobRow | null>;
  /** A failed job gets its attempts back and is queued again; false when it was not failed. */
  retryFailed(id: string): Promise<boolean>;
  /** This process's worker name, as it appears in `locked_by`. */
  readonly worker: string;
  /** Hears of every attempt this process finishes (the metrics' job durations). */
  onAttempt(listener: (report: AttemptReport) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export default fp(
  async (app, opts: { exclusiveDatabase: boolean }) => {
    const attemptListeners: Array<(report: AttemptReport) => void> = [];
    const runner = createJobRunner({
      db: app.db,
      clock: app.clock,
      log: app.log,
      concurrency: app.config.jobs.concurrency,
      attempted: (report) => attemptListeners.forEach((listener) => listener(report)),
    });
    const wait = createJobWaiter({ db: app.db, runner });
    const maxAttempts = new Map<string, number>();

    const jobs: Jobs = {
      register(kind, options) {
        runner.register(kind, options);
        maxAttempts.set(kind.name, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
      },
      async enqueue(tx, kind, payload, options = {}) {
        const now = app.clock.now();
        return insertJob(tx, {
          id: randomUUID(),
          kind: kind.name,
          key: options.key ?? null,
          payload: kind.payload.parse(payload),
          maxAttempts: options.maxAttempts ?? maxAttempts.get(kind.name) ?? DEFAULT_MAX_ATTEMPTS,
          runAt: options.runAt ?? now,
          now,
        });
      },
      wake: () => void runner.wake(),
      runNow: (kind, id) => runner.runNow(kind.name, id),
      wait,
      find: (id) => findJob(app.db, id),
      latest: (kind, key) => latestJobFor(app.db, kind.name, key),
      retryFailed: (id) => requeueFailed(app.db, id, app.clock.now()),
      worker: runner.worker,
      onAttempt: (listener) => void attemptListeners.push(listener),
    };
    app.decorate('jobs', jobs);
    jobs.register(pruneJobsKind, pruneJobsHandler(app));

    app.addHook('onReady', async () => {
      await runner.start({ exclusive: opts.exclusiveDatabase });
    });
    app.addHook('preClose', async () => {
      await runner.stop(SHUTDOWN_GRACE_MS);
    });
  },
  { name: 'jobs' },
);
