import { splitLocalePath } from '@dhvani/contract/locales';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '@/hooks/use-session';
import { Navigate } from '@/i18n/localized-link';
import { paths } from '@/lib/paths';
import { isReturningDevice } from '@/lib/returning-device';
import { readAccessToken } from '@/lib/session-storage';
import type { SignInRedirectState } from '@/lib/sign-in-redirect';

/**
 * SPEC §2 sends a signed-out visitor to sign-in. Someone who has never signed in on this device and is on
 * their way to record ("Start Contributing", a campaign's QR code) has no account yet, so they are taken on
 * to sign-up instead (issue 33); either page brings them back here afterwards (`from`).
 */
export function signInRouteFor(pathname: string, returning: boolean): string {
  const contributing = splitLocalePath(pathname).path === paths.qrRecording;
  return contributing && !returning ? paths.signUp : paths.signIn;
}

// SPEC §6: the client check for signed-in pages only tests that a token exists; the server decides the rest.
// Subscribing to the session makes the page leave as soon as the tokens go (a sign-out in another tab).
export function RequireAuth() {
  const location = useLocation();
  useSession();
  if (!readAccessToken()) {
    const state: SignInRedirectState = { from: location };
    return <Navigate to={signInRouteFor(location.pathname, isReturningDevice())} replace state={state} />;
  }
  return <Outlet />;
}
