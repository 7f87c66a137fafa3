import { Outlet, useLocation } from 'react-router';
import { useSession } from '@/hooks/use-session';
import { Navigate } from '@/i18n/localized-link';
import { paths } from '@/lib/paths';
import { readAccessToken } from '@/lib/session-storage';
import type { SignInRedirectState } from '@/lib/sign-in-redirect';

// SPEC §6: the client check for signed-in pages only tests that a token exists; the server decides the rest.
// Subscribing to the session makes the page leave as soon as the tokens go (a sign-out in another tab).
export function RequireAuth() {
  const location = useLocation();
  useSession();
  if (!readAccessToken()) {
    const state: SignInRedirectState = { from: location };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return <Outlet />;
}
