import type * as SignInCallsModule from './sign-in-calls';

let pending: Promise<typeof SignInCallsModule> | undefined;

/** The sign-in forms' checks and calls (sign-in-calls.ts), fetched once; call it early to have it ready. */
export function signInCalls(): Promise<typeof SignInCallsModule> {
  pending ??= import('./sign-in-calls').catch((error: unknown) => {
    pending = undefined; // a failed fetch (offline) is tried again on the next submit
    throw error;
  });
  return pending;
}
