import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import { useLocation, useNavigate, type Location } from 'react-router';
import type { SignInRedirectState } from '@/app/guards/require-auth';
import { paths } from '@/lib/paths';
import { startSession, type SignInResult } from '@/lib/session-actions';
import { notify } from '@/lib/toast';

/** Where to go after signing in: the page the guard sent the person away from, else the dashboard. */
export function returnPathOf(state: unknown): string {
  const from = (state as Partial<SignInRedirectState> | null)?.from as Partial<Location> | undefined;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  // Only paths inside this app, and never back to the auth pages themselves.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/auth/')) {
    return paths.dashboard;
  }
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}

/**
 * Stores the session a sign-in call answered and leaves the page; shows SPEC §8's 'no tokens' error
 * instead when the answer has none. Returns whether the person is now signed in.
 */
export function useFinishSignIn(successMessage: string = AUTH_MESSAGES.signedIn) {
  const navigate = useNavigate();
  const location = useLocation();
  return (result: SignInResult | null | undefined, destination?: string): boolean => {
    if (!startSession(result)) {
      notify.error(AUTH_MESSAGES.noTokens);
      return false;
    }
    notify.success(successMessage);
    void navigate(destination ?? returnPathOf(location.state), { replace: true });
    return true;
  };
}
