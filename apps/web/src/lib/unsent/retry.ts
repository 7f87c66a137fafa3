// The one way a recording's sending tries again (issue 36): the upload's requests, the commit and the
// grading call each repeat after a failure worth repeating, after 0.5, 1, 2, 4, 8 and then every 15 s, for as
// long as it takes (issue 20: nothing is given up while the contributor waits), and only once the browser
// is online. A server that says when to ask again (Retry-After: evaluate's 202, a 429, a 503) is asked then.
// tus-js-client's own retryDelays are not used: they end after their last delay.
import { isAxiosError } from 'axios';

export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000] as const;

/** An answer that says "not yet": ask again after `afterSeconds` (the server's Retry-After), or the policy's pause. */
export class AskAgainLater extends Error {
  constructor(
    message: string,
    readonly afterSeconds: number | null,
  ) {
    super(message);
    this.name = 'AskAgainLater';
  }
}

/** The waits, replaceable by tests (which record them instead of sleeping). */
export const retryClock = {
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  /** Resolves once the browser believes it is online. */
  online: () =>
    new Promise<void>((resolve) => {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) return resolve();
      window.addEventListener('online', () => resolve(), { once: true });
    }),
};

/** Seconds in a Retry-After header (the delay form; a date is not sent by our server), or null. */
export function parseRetryAfter(value: unknown): number | null {
  const seconds = Number(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(seconds) && seconds >= 0
    ? seconds
    : null;
}

/** When the server asked to be asked again, in seconds; null when it did not say. */
export function retryAfterOf(error: unknown): number | null {
  if (error instanceof AskAgainLater) return error.afterSeconds;
  if (isAxiosError(error)) return parseRetryAfter(error.response?.headers?.['retry-after']);
  return null;
}

/** Worth asking again: no answer at all, a timeout, the server's own trouble (5xx, 429, 408), "not yet". */
export function isTransient(error: unknown): boolean {
  if (error instanceof AskAgainLater) return true;
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

/** The pause before the next attempt after `failures` failures in a row. */
export function retryDelay(failures: number, retryAfterSeconds: number | null): number {
  if (retryAfterSeconds !== null) return retryAfterSeconds * 1000;
  return RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
}

/**
 * Runs `attempt` until it succeeds or fails in a way `shouldRetry` refuses (then that error is thrown).
 * `attempt` calls `progressed()` when it got somewhere (a chunk accepted): the pauses start small again.
 * `shouldRetry` may act first (renew the access token after a 401).
 */
export async function retrying<T>(
  attempt: (progressed: () => void) => Promise<T>,
  shouldRetry: (error: unknown) => boolean | Promise<boolean> = isTransient,
): Promise<T> {
  let failures = 0;
  const progressed = () => void (failures = 0);
  for (;;) {
    try {
      return await attempt(progressed);
    } catch (error) {
      if (!(await shouldRetry(error))) throw error;
      await retryClock.sleep(retryDelay(failures++, retryAfterOf(error)));
      await retryClock.online();
    }
  }
}
