// What a feature declares to run background work (docs/jobs.md): a job kind (a name and the zod schema of
// its payload, shared by the code that enqueues and the handler) and, where it is handled, the handler with
// its retry policy. The payload is checked when it is enqueued and again when it runs, so a job written by
// an older version of the code fails clearly instead of running on a shape it does not have.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

export interface JobKind<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
}

export function defineJobKind<S extends z.ZodType>(name: string, payload: S): JobKind<z.infer<S>> {
  return { name, payload: payload as z.ZodType<z.infer<S>> };
}

export interface JobContext<P> {
  id: string;
  payload: P;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when the process shuts down and the job is handed back, or when this worker lost its lease. */
  signal: AbortSignal;
  /** Stores how far the job is (any JSON) and renews the lease. Call it now and then, not per item. */
  progress(progress: unknown): Promise<void>;
  log: FastifyBaseLogger;
}

/** Returns the job's result (any JSON, kept on the job row) or nothing. Must be safe to run again. */
export type JobHandler<P> = (job: JobContext<P>) => Promise<unknown>;

export interface JobHandlerOptions<P> {
  handler: JobHandler<P>;
  /** At most this many jobs of this kind run at once in one process (besides the process-wide cap). */
  concurrency?: number;
  /** Attempts before the job is marked failed; 5 by default. */
  maxAttempts?: number;
  /** The first retry waits this long, each further one twice as long, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claim lasts without renewal; the runner renews it every third of this. 60 s by default. */
  leaseMs?: number;
  /** A periodic job: one occurrence is kept scheduled, the next `everyMs` after the last one finished. */
  everyMs?: number;
}

/**
 * A failure that another attempt cannot fix (the input is missing or invalid): the job is marked failed at
 * once. `code` lets the feature that waits for the job tell its callers what went wrong.
 */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
