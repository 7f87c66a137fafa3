// The per-account sign-in limit (issue 17): 30 wrong passwords from 30 addresses must not get 30 tries. Each
// attempt is counted in the database before the password or code is checked (two processes, or two requests
// at once, see each other's count), and while the account's method is locked even the right secret is
// refused, with how long to wait. Password and phone OTP are counted apart, so someone locking an account's
// password from afar does not also lock its owner out of signing in with their phone.
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/http-error.js';
import { MAX_FAILED_SIGN_INS, SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_LOCK_MS } from './policy.js';
import {
  clearFailures,
  lockFailures,
  saveFailures,
  type SignInMethod,
} from './sign-in-failures-repository.js';

/** "5 minutes", "1 minute": rounded up, never "0 minutes". */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const lockedMessage = (waitMs: number) =>
  `Too many failed sign-in attempts for this account. Please wait ${minutesText(waitMs)} and try again.`;

export function createSignInLimit(app: Pick<FastifyInstance, 'db' | 'clock'>) {
  return {
    /** Counts an attempt on the account, or refuses (429) while the account's method is locked. */
    async begin(userId: string, method: SignInMethod): Promise<void> {
      const now = app.clock.now();
      const waitMs = await app.db.transaction(async (tx) => {
        const row = await lockFailures(tx, userId, method, now);
        if (row.lockedUntil && row.lockedUntil > now) return row.lockedUntil.getTime() - now.getTime();
        // A served lock or an old window starts the count again.
        const windowOver =
          row.lockedUntil !== null ||
          now.getTime() - row.windowStartedAt.getTime() >= SIGN_IN_FAILURE_WINDOW_MS;
        const failures = windowOver ? 1 : row.failures + 1;
        await saveFailures(tx, {
          userId,
          method,
          failures,
          windowStartedAt: windowOver ? now : row.windowStartedAt,
          // This attempt is the last one allowed: if it fails, the lock stands; if it succeeds, it is cleared.
          lockedUntil: failures >= MAX_FAILED_SIGN_INS ? new Date(now.getTime() + SIGN_IN_LOCK_MS) : null,
        });
        return 0;
      });
      if (waitMs > 0) throw tooManyRequests(lockedMessage(waitMs));
    },

    /** The secret was right: the count starts again. */
    succeeded: (userId: string, method: SignInMethod) => clearFailures(app.db, userId, method),
  };
}

export type SignInLimit = ReturnType<typeof createSignInLimit>;
