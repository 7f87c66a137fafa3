import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { paths } from '@/lib/paths';
import { readAccessToken } from '@/lib/session-storage';

/** What a guard passes to the sign-in page so it can send the user back afterwards. */
export interface SignInRedirectState {
  from: Location;
}

// SPEC §6: the client check for signed-in pages only tests that a token exists; the server decides the rest.
export function RequireAuth() {
  const location = useLocation();
  if (!readAccessToken()) {
    const state: SignInRedirectState = { from: location };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return <Outlet />;
}
