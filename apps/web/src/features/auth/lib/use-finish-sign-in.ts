import { AUTH_MESSAGES } from '@dhvani/contract/auth-messages';
import { useLocation, type Location } from 'react-router';
import { splitLocalePath } from '@dhvani/contract/locales';
import { useLocalizedNavigate } from '@/i18n/localized-link';
import { paths } from '@/lib/paths';
import { authText } from './sign-in-errors';
import { startSession, type SignInResult } from '@/lib/session-actions';
import type { SignInRedirectState } from '@/lib/sign-in-redirect';
import { notify } from '@/lib/toast';

/** Where to go after signing in: the page the guard sent the person away from, else the dashboard. */
export function returnPathOf(state: unknown): string {
  const from = (state as Partial<SignInRedirectState> | null)?.from as Partial<Location> | undefined;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  // Only paths inside this app, and never back to the auth pages themselves.
  const inApp = splitLocalePath(pathname).path;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || inApp.startsWith('/auth/')) {
    return paths.dashboard;
  }
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}

/**
 * Stores the session a sign-in call answered and leaves the page; shows SPEC §8's 'no tokens' error
 * instead when the answer has none. Returns whether the person is now signed in.
 */
export function useFinishSignIn(successMessage: string = AUTH_MESSAGES.signedIn) {
  const navigate = useLocalizedNavigate();
  const location = useLocation();
  return (result: SignInResult | null | undefined, destination?: string): boolean => {
    if (!startSession(result)) {
      notify.error(authText(AUTH_MESSAGES.noTokens), { action: 'sign-in' });
      return false;
    }
    notify.success(authText(successMessage), { action: 'sign-in' });
    navigate(destination ?? returnPathOf(location.state), { replace: true });
    return true;
  };
}
