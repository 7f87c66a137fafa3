// Waiting for a job's outcome, for a request that answers with it (evaluate waits for grading). An attempt
// run by this process wakes the waiter as soon as it ends, and meanwhile the row is not read again (50
// waiting evaluations would otherwise read it 100 times a second); one run by another process is seen by
// reading the row again every `pollMs`. The wait is bounded: past `timeoutMs`, or when the server shuts down, the caller
// gets 'pending' and answers that the work is still going on.
import type { Db } from '../../db/database.js';
import { findJob, type JobRow } from './repository.js';
import type { JobRunner } from './runner.js';

export type JobOutcome =
  | { status: 'succeeded'; job: JobRow }
  /** Failed for good (no attempts left, or a permanent error). */
  | { status: 'failed'; job: JobRow }
  /** An attempt failed while we waited; another one is scheduled (job.error says why). */
  | { status: 'retrying'; job: JobRow }
  | { status: 'pending'; job: JobRow }
  | { status: 'missing' };

export function createJobWaiter(deps: { db: Db; runner: JobRunner; pollMs?: number }) {
  const pollMs = deps.pollMs ?? 500;

  /**
   * `attemptsOver`: how many attempts had ended when the caller looked (a failed one after them is news,
   * 'retrying'); by default those ended at the first read here, which may miss one that failed just before.
   */
  return async function waitForJob(
    id: string,
    timeoutMs: number,
    attemptsOver?: number,
  ): Promise<JobOutcome> {
    const deadline = Date.now() + timeoutMs;
    let stopped = false;
    let wakeOnStop = () => undefined as void;
    const stopWaiting = new Promise<void>((resolve) => (wakeOnStop = resolve));
    const unsubscribe = deps.runner.onStop(() => {
      stopped = true;
      wakeOnStop();
    });
    let attemptsBefore: number | null = attemptsOver ?? null;
    try {
      for (;;) {
        // Listen before reading, so an attempt that ends between the read and the wait is not missed.
        const settled = deps.runner.settled(id);
        try {
          const job = await findJob(deps.db, id);
          if (!job) return { status: 'missing' };
          if (job.state === 'succeeded' || job.state === 'failed') return { status: job.state, job };
          attemptsBefore ??= job.state === 'running' ? job.attempts - 1 : job.attempts;
          if (job.state === 'queued' && job.error && job.attempts > attemptsBefore)
            return { status: 'retrying', job };
          const left = deadline - Date.now();
          if (left <= 0 || stopped) return { status: 'pending', job };
          let timer: NodeJS.Timeout | undefined;
          const wait = deps.runner.isRunningHere(id) ? left : Math.min(pollMs, left);
          const tick = new Promise<void>((resolve) => (timer = setTimeout(resolve, wait)));
          await Promise.race([settled.promise, tick, stopWaiting]);
          clearTimeout(timer);
        } finally {
          settled.cancel();
        }
      }
    } finally {
      unsubscribe();
    }
  };
}

export type JobWaiter = ReturnType<typeof createJobWaiter>;
