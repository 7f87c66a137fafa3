// Sessions and tokens (docs/decisions/0002-auth-tokens.md). A session is one sign-in and its refresh-token
// family. Refresh tokens are opaque random strings stored as keyed hashes, valid until the session's end (at
// most 30 days after sign-in), and work once: each refresh returns a new pair. A refresh token that comes
// back after it was exchanged means it was copied, so the whole session is revoked.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthResult } from '@dhvani/contract/auth';
import type { Db } from '../../db/database.js';
import { unauthorized } from '../../lib/http-error.js';
import { SESSION_EXPIRED } from '../../plugins/auth.js';
import { findUserById, toPublicUser, type UserRow } from './users-repository.js';
import { REFRESH_TOKEN_TTL_MS } from './policy.js';
import {
  findRefreshTokenForUpdate,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  pruneSessions,
  revokeSession,
} from './sessions-repository.js';

export const REUSE_DETECTED = 'This sign-in was ended for your safety. Please sign in again.';

const newRefreshToken = () => randomBytes(32).toString('base64url');

export type SessionServiceDeps = Pick<
  FastifyInstance,
  'db' | 'clock' | 'keyedHash' | 'signAccessToken' | 'authCache'
>;

export function createSessionService(app: SessionServiceDeps) {
  const tokenHash = (token: string) => app.keyedHash(`refresh:${token}`);

  async function issue(user: UserRow, sessionId: string, refreshToken: string): Promise<AuthResult> {
    const accessToken = await app.signAccessToken({
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
      sid: sessionId,
    });
    return { user: toPublicUser(user), accessToken, refreshToken };
  }

  /** Starts a session for a user who just proved who they are. Pass `tx` to join the caller's transaction. */
  async function start(user: UserRow, tx: Db = app.db): Promise<AuthResult> {
    const now = app.clock.now();
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
    const refreshToken = newRefreshToken();
    await pruneSessions(tx, user.id, now);
    const sessionId = await insertSession(tx, user.id, now, expiresAt);
    await insertRefreshToken(tx, sessionId, tokenHash(refreshToken), now, expiresAt);
    return issue(user, sessionId, refreshToken);
  }

  async function refresh(presented: string): Promise<AuthResult> {
    const now = app.clock.now();
    const outcome = await app.db.transaction(async (tx) => {
      const row = await findRefreshTokenForUpdate(tx, tokenHash(presented));
      if (!row || row.revokedAt) return { refused: SESSION_EXPIRED } as const;
      if (row.usedAt) {
        await revokeSession(tx, row.sessionId, now, 'refresh-token-reuse');
        return { refused: REUSE_DETECTED, revokedFor: row.userId } as const;
      }
      if (row.expiresAt <= now || row.sessionExpiresAt <= now) return { refused: SESSION_EXPIRED } as const;
      const user = await findUserById(tx, row.userId);
      if (!user) return { refused: SESSION_EXPIRED } as const;
      await markRefreshTokenUsed(tx, row.tokenId, now);
      const next = newRefreshToken();
      await insertRefreshToken(tx, row.sessionId, tokenHash(next), now, row.sessionExpiresAt);
      return { user, sessionId: row.sessionId, refreshToken: next } as const;
    });
    // Thrown after the transaction so that a reuse's revocation is committed.
    if ('refused' in outcome) {
      if ('revokedFor' in outcome && outcome.revokedFor) app.authCache.invalidateUser(outcome.revokedFor);
      throw unauthorized(outcome.refused);
    }
    return issue(outcome.user, outcome.sessionId, outcome.refreshToken);
  }

  async function end(who: { id: string; sessionId: string }, reason: string) {
    await revokeSession(app.db, who.sessionId, app.clock.now(), reason);
    app.authCache.invalidateUser(who.id);
  }

  return { start, refresh, end };
}

export type SessionService = ReturnType<typeof createSessionService>;
