import {
  clearSession,
  readAccessToken,
  readStoredUser,
  writeSession,
  type SessionUser,
} from './session-storage';

/**
 * signed-out: no access token. loading: a token, the current user is being fetched. signed-in: the server
 * confirmed the user. unavailable: a token, but the server could not be reached.
 */
export type SessionStatus = 'signed-out' | 'loading' | 'signed-in' | 'unavailable';

export interface SessionSnapshot {
  status: SessionStatus;
  /** The confirmed user when signed-in; the stored copy while loading; null otherwise. */
  user: SessionUser | null;
}

// SPEC §4: on load and on every storage event, if a token exists the current user is fetched; when the
// server rejects it both tokens are removed and the user is cleared. One store for the whole app, so the
// navigation bar, the guards and pages agree and the user is fetched once per change, not per component.
let snapshot: SessionSnapshot = { status: 'signed-out', user: null };
const listeners = new Set<() => void>();
let started = false;
let pending: AbortController | null = null;

function publish(next: SessionSnapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Re-reads storage and, when there is a token, asks the server who the user is. */
export function syncSession(): void {
  pending?.abort();
  pending = null;
  if (!readAccessToken()) {
    if (snapshot.status !== 'signed-out' || snapshot.user) publish({ status: 'signed-out', user: null });
    return;
  }
  const controller = new AbortController();
  pending = controller;
  publish({ status: 'loading', user: snapshot.user ?? readStoredUser() });
  void import('./session-current-user')
    .then(({ fetchCurrentUser }) => fetchCurrentUser(controller.signal))
    .then((result) => {
      if (controller.signal.aborted || result.kind === 'aborted') return;
      pending = null;
      if (result.kind === 'user') {
        keepStoredUser(result.user);
        publish({ status: 'signed-in', user: result.user });
      } else if (result.kind === 'rejected') {
        clearSession();
        publish({ status: 'signed-out', user: null });
      } else {
        publish({ status: 'unavailable', user: null });
      }
    });
}

// Writing storage fires `storage` in other tabs, which then fetch too: write only what changed, so two
// tabs settle after one round instead of echoing each other.
function keepStoredUser(user: SessionUser): void {
  const stored = readStoredUser();
  if (JSON.stringify(stored) !== JSON.stringify(user)) writeSession({ user });
}

function onStorage(): void {
  syncSession();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    window.addEventListener('storage', onStorage);
    syncSession();
  }
  return () => listeners.delete(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

/** Stops listening and forgets everything (tests start each case from scratch with it). */
export function resetSessionStore(): void {
  pending?.abort();
  pending = null;
  window.removeEventListener('storage', onStorage);
  started = false;
  listeners.clear();
  snapshot = { status: 'signed-out', user: null };
}
