import { navigateTo } from './app-navigation';
import { paths } from './paths';
import { rememberDevice } from './returning-device';
import { broadcastSessionChange, clearSession, writeSession, type SessionUser } from './session-storage';

/** What sign-in and registration answer inside their envelope (DESIGN §2). */
export interface SignInResult {
  user?: SessionUser;
  accessToken?: string;
  refreshToken?: string;
}

/**
 * Stores the new session and tells the rest of the app (SPEC §4: a storage event is broadcast after
 * sign-in). Answers false, storing nothing, when the answer carries no tokens (SPEC §8).
 */
export function startSession(result: SignInResult | null | undefined): boolean {
  if (!result?.accessToken || !result.refreshToken) return false;
  writeSession({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    user: result.user ?? null,
  });
  rememberDevice();
  broadcastSessionChange();
  return true;
}

/** Ends the session on this device only, without asking the server. */
export function forgetSession(): void {
  clearSession();
  broadcastSessionChange();
}

/** SPEC §4 sign-out: tell the server (so the tokens stop working), then forget them and go to sign-in. */
export async function signOut(): Promise<void> {
  try {
    // Imported here, not at the top: the sign-in page starts sessions but never ends one, and so loads
    // without the API client (issue 24's JS budget for /auth/signin).
    const { api } = await import('./api');
    await api.post('/users/logout');
  } catch {
    // The tokens are forgotten either way; the server ends an abandoned session when it expires.
  } finally {
    forgetSession();
    navigateTo(paths.signIn, { replace: true });
  }
}
