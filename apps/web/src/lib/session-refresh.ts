import { readAccessToken, readRefreshToken, writeSession, type SessionUser } from './session-storage';

/** What POST /users/refresh-token answers inside its envelope (issue 3): a new pair and the user. */
export interface RefreshedSession {
  accessToken: string;
  refreshToken: string;
  user?: SessionUser;
}

/** Trades a refresh token for a new pair; throws when the server refuses. */
export type RefreshExchange = (refreshToken: string) => Promise<RefreshedSession>;

/** Returns a usable access token after a 401, or null when the session cannot be renewed. */
export type SessionRefresher = (rejectedAccessToken: string) => Promise<string | null>;

// Every refresh token works once and a reused one revokes the whole sign-in (issue 3). So two requests
// that fail together must share one refresh (single flight), and two tabs must not both spend the same
// token: the Web Locks API serialises tabs, and whoever gets the lock second finds a new access token in
// storage and uses it instead of refreshing again.
const LOCK_NAME = 'dhvani-session-refresh';

function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // request() resolves with what the callback's promise resolves to; its typing nests the promise.
  return locks ? (locks.request(LOCK_NAME, task) as unknown as Promise<T>) : task();
}

export function createSessionRefresher(exchange: RefreshExchange): SessionRefresher {
  let inFlight: Promise<string | null> | null = null;

  const renew = async (rejected: string): Promise<string | null> => {
    const current = readAccessToken();
    // Someone (another request of this tab, or another tab) already renewed the session.
    if (current && current !== rejected) return current;
    const refreshToken = readRefreshToken();
    if (!current || !refreshToken) return null;
    try {
      const next = await exchange(refreshToken);
      if (!next.accessToken || !next.refreshToken) return null;
      writeSession({
        accessToken: next.accessToken,
        refreshToken: next.refreshToken,
        ...(next.user ? { user: next.user } : {}),
      });
      return next.accessToken;
    } catch {
      return null;
    }
  };

  return (rejected) => {
    inFlight ??= withCrossTabLock(() => renew(rejected)).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
