// A per-process micro-cache of the authentication check (docs/decisions/0002-auth-tokens.md, "Auth
// micro-cache"): for one second, a (user, session) pair that the database said is valid, with the user's
// row, is trusted without asking again. The database stays the record; this only absorbs bursts.
//
// Writes made by this process call invalidateUser after they commit, so logout, a password change, a
// deletion, a role change or a token credit are seen at once here. Other processes see them within the TTL.
import type { users } from '../db/schema/index.js';

export type CachedUser = typeof users.$inferSelect;

export const AUTH_CACHE_TTL_MS = 1000;
export const AUTH_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  user: CachedUser;
  expiresAt: number;
}

export interface AuthCache {
  /** The cached row for this user and session, or null when absent or older than the TTL. */
  get(userId: string, sessionId: string): CachedUser | null;
  /** A ticket to pass to set: a set with a ticket taken before an invalidation is dropped. */
  ticket(): number;
  set(ticket: number, sessionId: string, user: CachedUser): void;
  /** Forgets every session of this user; call after the write that changed them has committed. */
  invalidateUser(userId: string): void;
  clear(): void;
  readonly size: number;
}

export function createAuthCache(opts: { now: () => number; ttlMs?: number; maxEntries?: number }): AuthCache {
  const ttlMs = opts.ttlMs ?? AUTH_CACHE_TTL_MS;
  const maxEntries = opts.maxEntries ?? AUTH_CACHE_MAX_ENTRIES;
  // user id -> session id -> entry. The outer Map's order is insertion order, so its first key is the
  // user cached longest ago: evicting that one keeps the size bounded without bookkeeping per hit.
  const byUser = new Map<string, Map<string, Entry>>();
  let size = 0;
  // Bumped by every invalidation. A request that read the database before an invalidation must not store
  // what it read after it, or a logout racing a request could be undone for a TTL.
  let generation = 0;

  function drop(userId: string) {
    const sessions = byUser.get(userId);
    if (!sessions) return;
    size -= sessions.size;
    byUser.delete(userId);
  }

  return {
    get(userId, sessionId) {
      const entry = byUser.get(userId)?.get(sessionId);
      if (!entry) return null;
      if (entry.expiresAt <= opts.now()) {
        const sessions = byUser.get(userId)!;
        sessions.delete(sessionId);
        size -= 1;
        if (sessions.size === 0) byUser.delete(userId);
        return null;
      }
      return entry.user;
    },
    ticket: () => generation,
    set(ticket, sessionId, user) {
      if (ticket !== generation) return;
      if (!byUser.get(user.id)?.has(sessionId)) {
        for (const oldest of byUser.keys()) {
          if (size < maxEntries) break;
          drop(oldest);
        }
      }
      let sessions = byUser.get(user.id);
      if (!sessions) {
        sessions = new Map();
        byUser.set(user.id, sessions);
      }
      if (!sessions.has(sessionId)) size += 1;
      sessions.set(sessionId, { user, expiresAt: opts.now() + ttlMs });
    },
    invalidateUser(userId) {
      generation += 1;
      drop(userId);
    },
    clear() {
      generation += 1;
      byUser.clear();
      size = 0;
    },
    get size() {
      return size;
    },
  };
}
