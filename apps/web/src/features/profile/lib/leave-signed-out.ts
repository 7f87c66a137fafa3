import { forgetSession } from '@/lib/session-actions';

/**
 * Goes to `to`, then forgets the session. The order matters: /profile sits behind the signed-in guard,
 * and dropping the tokens while still on it would send the person to sign-in instead of home.
 */
export async function leaveSignedOut(navigate: (to: string) => Promise<void> | void, to: string) {
  await navigate(to);
  forgetSession();
}
