// The numbers behind sign-in and sign-up (issue 3). Changing one changes the product: keep docs in step.
import { ADULT_AGE_YEARS } from '../../lib/age.js';

const MINUTE = 60_000;

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_WRONG_ATTEMPTS = 5;
export const SENDS_PER_DESTINATION_PER_HOUR = 5;
// Generous enough for a family or a classroom behind one NAT, low enough to stop SMS pumping from one host.
export const SENDS_PER_IP_PER_HOUR = 60;
/** SMS sends are also capped per number prefix of this many digits (issue 17: SMS pumping walks ranges). */
export const SMS_PREFIX_DIGITS = 5;
export const VERIFIED_CONTACT_WINDOW_MS = 30 * MINUTE;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * MINUTE;
export const MINIMUM_AGE_YEARS = ADULT_AGE_YEARS;

/**
 * Per-account sign-in limit (issue 17), counted in the database per method (password, phone OTP): the
 * MAX_FAILED_SIGN_INS-th failed attempt within the window locks that method for SIGN_IN_LOCK_MS, whatever
 * addresses the attempts came from. A successful sign-in clears the count.
 */
export const MAX_FAILED_SIGN_INS = 10;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * MINUTE;
export const SIGN_IN_LOCK_MS = 15 * MINUTE;

/** Per-IP request limits (plugins/rate-limit.ts) for routes that guess at secrets or reveal accounts. */
export const ROUTE_LIMITS = {
  signIn: { max: 20, timeWindow: '1 minute' },
  verifyCode: { max: 20, timeWindow: '1 minute' },
  refresh: { max: 30, timeWindow: '1 minute' },
  lookup: { max: 30, timeWindow: '1 minute' },
} as const;
