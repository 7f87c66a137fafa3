// The job runner (docs/jobs.md): claims due jobs of the kinds this process has handlers for, runs them with a
// renewed lease, and records the outcome: done, retried after a backoff, or failed. It polls every few
// seconds (jobs added by other processes, retries and periodic jobs coming due) and at once when woken (a job
// added here has just been committed, or a slot has come free). Nothing it holds in memory matters after a
// crash: the database has every job, and a dead worker's jobs are taken over when their lease runs out.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import type { Db } from '../../db/database.js';
import type { JobError } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { createSemaphore } from '../../lib/semaphore.js';
import { PermanentJobError, type JobHandlerOptions, type JobKind } from './kind.js';
import * as repo from './repository.js';

const DEFAULTS = { concurrency: 1, maxAttempts: 5, backoffMs: 5_000, maxBackoffMs: 10 * 60_000, leaseMs: 60_000 };
const MAX_POLL_BACKOFF_MS = 30_000;
/** The key of a periodic kind's one scheduled occurrence. */
export const PERIODIC_KEY = 'periodic';

interface Registered extends Omit<Required<JobHandlerOptions<unknown>>, 'everyMs'> {
  kind: JobKind<unknown>;
  everyMs: number | null;
}

interface Execution {
  claim: repo.Claim;
  kind: string;
  maxAttempts: number;
  controller: AbortController;
  done: Promise<void>;
}

export interface RunnerDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Jobs this process claims by itself at once (0: only the ones it is asked to run now). */
  concurrency: number;
  pollMs?: number;
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function jobErrorOf(err: unknown): JobError {
  if (err instanceof PermanentJobError) return { message: err.message, code: err.code, permanent: true };
  if (err instanceof ZodError) return { message: `invalid payload: ${err.message}`, code: 'invalid-payload', permanent: true };
  return { message: err instanceof Error ? err.message : String(err) };
}

export function createJobRunner(deps: RunnerDeps) {
  const { db, clock, log } = deps;
  const pollMs = deps.pollMs ?? 2_000;
  const worker = `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const kinds = new Map<string, Registered>();
  const running = new Map<string, Execution>();
  const settledListeners = new Map<string, Set<() => void>>();
  const stopListeners = new Set<() => void>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let pollAgain = false;
  let pollFailures = 0;

  // One claim at a time in this process, each one's jobs entered in `running` before the next: a claim may
  // take back this worker's own idle leases, and must not mistake a job another claim just took for one.
  const claims = createSemaphore(1);

  function claimer(reg: Registered): repo.Claimer {
    const now = clock.now();
    return { worker, runningHere: [...running.keys()], now, until: later(now, reg.leaseMs) };
  }

  const runningOf = (kind: string) => [...running.values()].filter((e) => e.kind === kind).length;

  function notifySettled(id: string) {
    const listeners = settledListeners.get(id);
    settledListeners.delete(id);
    for (const fn of listeners ?? []) fn();
  }

  function backoffFor(reg: Registered, attempt: number): number {
    const base = Math.min(reg.maxBackoffMs, reg.backoffMs * 2 ** (attempt - 1));
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  /** Marks the attempt's outcome; a periodic job's next occurrence is scheduled in the same transaction. */
  async function finish(reg: Registered, exec: Execution, outcome: { result: unknown } | { error: JobError }) {
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

  function scheduleNext(tx: Db, reg: Registered, runAt: Date, now: Date) {
    const kind = reg.kind.name;
    return repo.insertJob(tx, { id: randomUUID(), kind, key: PERIODIC_KEY, payload: {}, maxAttempts: reg.maxAttempts, runAt, now });
  }

  async function attempt(reg: Registered, exec: Execution, payload: unknown, attemptNo: number) {
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
    let outcome: { result: unknown } | { error: JobError };
    try {
      const result = await reg.handler({
        id: claim.id,
        payload: reg.kind.payload.parse(payload),
        attempt: attemptNo,
        signal: controller.signal,
        progress: renew,
        log: log.child({ job: claim.id, kind: reg.kind.name }),
      });
      outcome = { result: result ?? null };
    } catch (err) {
      outcome = { error: jobErrorOf(err) };
    } finally {
      clearInterval(heartbeat);
    }
    if (lost) return log.warn({ job: claim.id }, 'a job lost its lease while running; its outcome is dropped');
    if (controller.signal.aborted && stopping && 'error' in outcome) {
      await repo.releaseJob(db, claim, clock.now());
      return;
    }
    if ('error' in outcome) log.warn({ job: claim.id, kind: reg.kind.name, error: outcome.error }, 'a job attempt failed');
    if (!(await finish(reg, exec, outcome))) log.warn({ job: claim.id }, 'a job was taken over before it finished');
  }

  function execute(row: repo.JobRow): void {
    const reg = kinds.get(row.kind);
    if (!reg) return;
    const claim: repo.Claim = { id: row.id, worker, attempt: row.attempts };
    const exec: Execution = {
      claim,
      kind: row.kind,
      maxAttempts: row.maxAttempts,
      controller: new AbortController(),
      done: Promise.resolve(),
    };
    running.set(row.id, exec);
    const run =
      row.attempts > row.maxAttempts
        ? // Its earlier workers died holding it, as many times as it may be tried.
          finish(reg, exec, { error: { message: 'its worker stopped while running it, on every attempt' } })
        : attempt(reg, exec, row.payload, row.attempts);
    exec.done = run
      .catch((err: unknown) => log.error({ err, job: row.id }, 'could not record a job outcome; it will be claimed again'))
      .then(() => undefined)
      .finally(() => {
        running.delete(row.id);
        notifySettled(row.id);
        if (!stopping) wake();
      });
  }

  function schedulePoll(ms: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void poll(), ms);
    timer.unref();
  }

  async function claimFree(): Promise<void> {
    for (const reg of kinds.values()) {
      const free = Math.min(reg.concurrency - runningOf(reg.kind.name), deps.concurrency - running.size);
      if (free <= 0 || stopping) continue;
      await claims.run(async () => {
        const rows = await repo.claimDue(db, reg.kind.name, free, claimer(reg));
        for (const row of rows) execute(row);
      });
    }
  }

  function poll(): Promise<void> {
    if (polling) {
      pollAgain = true;
      return polling;
    }
    polling = (async () => {
      do {
        pollAgain = false;
        try {
          await claimFree();
          pollFailures = 0;
        } catch (err) {
          pollFailures++;
          log.warn({ err, failures: pollFailures }, 'could not look for due jobs');
        }
      } while (pollAgain && !stopping && pollFailures === 0);
    })().finally(() => {
      polling = null;
      if (!stopping) schedulePoll(Math.min(MAX_POLL_BACKOFF_MS, pollMs * 2 ** pollFailures));
    });
    return polling;
  }

  function wake(): void {
    if (started && !stopping && deps.concurrency > 0) void poll();
  }

  return {
    worker,

    register<P>(kind: JobKind<P>, options: JobHandlerOptions<P>): void {
      if (kinds.has(kind.name)) throw new Error(`job kind "${kind.name}" registered twice`);
      const { everyMs, ...rest } = options;
      kinds.set(kind.name, { ...DEFAULTS, ...rest, everyMs: everyMs ?? null, kind } as Registered);
      if (started) void ensurePeriodic();
    },

    has: (kind: string) => kinds.has(kind),

    /** Resumes what earlier runs left and starts polling. `exclusive`: no other process can use this database. */
    async start({ exclusive }: { exclusive: boolean }): Promise<void> {
      if (started) return;
      if (exclusive) {
        const released = await repo.releaseAllRunning(db, clock.now());
        if (released) log.warn({ released }, 'queued again the jobs a stopped earlier run left running');
      }
      if (deps.concurrency <= 0) return;
      started = true;
      await ensurePeriodic();
      void poll();
    },

    /** Claims this job at once, if nobody holds it, and starts it here. */
    async runNow(kind: string, id: string): Promise<boolean> {
      if (stopping || !kinds.has(kind) || running.has(id)) return running.has(id);
      return claims.run(async () => {
        if (running.has(id)) return true;
        const row = await repo.claimJob(db, kind, id, claimer(kinds.get(kind)!));
        if (row) execute(row);
        return Boolean(row);
      });
    },

    wake,

    /** Resolves when an attempt of `id` run by this process ends (or at once if none is running here). */
    settled(id: string): { promise: Promise<void>; cancel(): void } {
      let fire = () => undefined as void;
      const promise = new Promise<void>((resolve) => (fire = resolve));
      const set = settledListeners.get(id) ?? new Set<() => void>();
      set.add(fire);
      settledListeners.set(id, set);
      return { promise, cancel: () => set.delete(fire) };
    },

    /** Calls `fn` once when the runner starts shutting down (waiters stop waiting). */
    onStop(fn: () => void): () => void {
      if (stopping) fn();
      else stopListeners.add(fn);
      return () => stopListeners.delete(fn);
    },

    get stopping() {
      return stopping;
    },

    /**
     * Stops claiming, lets running jobs finish for up to `graceMs`, then aborts the rest and hands them back
     * (queued again, the interrupted attempt not counted) for the next process.
     */
    async stop(graceMs = 10_000): Promise<void> {
      stopping = true;
      if (timer) clearTimeout(timer);
      for (const fn of stopListeners) fn();
      stopListeners.clear();
      await polling;
      const all = () => Promise.allSettled([...running.values()].map((e) => e.done));
      await Promise.race([all(), sleep(graceMs)]);
      for (const e of running.values()) e.controller.abort(new Error('the server is shutting down'));
      await Promise.race([all(), sleep(2_000)]);
      for (const e of running.values()) {
        await repo.releaseJob(db, e.claim, clock.now()).catch((err: unknown) => log.error({ err }, 'could not hand a job back'));
      }
    },
  };

  async function ensurePeriodic() {
    const now = clock.now();
    for (const reg of kinds.values()) {
      if (reg.everyMs !== null) await scheduleNext(db, reg, now, now);
    }
  }
}

export type JobRunner = ReturnType<typeof createJobRunner>;
