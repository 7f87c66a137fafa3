import { STORAGE_KEYS } from './limits';

// The signed-in state lives in localStorage under SPEC §9's three keys. Storage can be unavailable
// (blocked cookies, some private modes): reads then answer "signed out" and writes are dropped.

/** The current user as kept in storage; every field is optional because older sessions may lack some. */
export interface SessionUser {
  _id?: string;
  name?: string;
  email?: string;
  role?: string;
  createdAt?: string;
  rewardTokens?: number;
  /** The language the user chose (GET /users/current, issue 19); null until they choose. */
  language?: string | null;
  /** The mother tongue given at sign-up (GET /users/current, issue 33). */
  motherTongue?: string | null;
}

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable; the session then only lasts until the page reloads.
  }
}

export function readAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken) || null;
}

export function readRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken) || null;
}

export function readStoredUser(): SessionUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession {
  return { accessToken: readAccessToken(), refreshToken: readRefreshToken(), user: readStoredUser() };
}

/** Writes the fields given; a field set to null is removed, a field left out is kept. */
export function writeSession(session: Partial<StoredSession>): void {
  if (session.accessToken !== undefined) write(STORAGE_KEYS.accessToken, session.accessToken);
  if (session.refreshToken !== undefined) write(STORAGE_KEYS.refreshToken, session.refreshToken);
  if (session.user !== undefined)
    write(STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null);
}

export function clearSession(): void {
  writeSession({ accessToken: null, refreshToken: null, user: null });
}

/**
 * Browsers fire `storage` only in *other* tabs. Dispatching one here lets this tab's listeners
 * (the navigation bar, guards) notice a sign-in or sign-out too (SPEC §4).
 */
export function broadcastSessionChange(): void {
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}
