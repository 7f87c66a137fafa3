// SQL for sessions (one per sign-in) and their rotating refresh tokens (migration 0002).
import { and, eq, isNotNull, lt, ne, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { refreshTokens, sessions } from '../../db/schema/index.js';

export async function insertSession(tx: Db, userId: string, now: Date, expiresAt: Date) {
  const [row] = await tx
    .insert(sessions)
    .values({ userId, createdAt: now, expiresAt })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function insertRefreshToken(
  tx: Db,
  sessionId: string,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
) {
  await tx.insert(refreshTokens).values({ sessionId, tokenHash, createdAt: now, expiresAt });
}

/** Ended sessions are kept only until the user's next sign-in. */
export async function pruneSessions(tx: Db, userId: string, now: Date) {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt))));
}

export async function findRefreshTokenForUpdate(tx: Db, tokenHash: string) {
  const [row] = await tx
    .select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      sessionExpiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markRefreshTokenUsed(tx: Db, tokenId: string, now: Date) {
  await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, tokenId));
}

export async function revokeSession(db: Db, sessionId: string, now: Date, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'password-changed' })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of the user (a password reset: whoever knew the old password is signed out). */
export async function revokeUserSessions(db: Db, userId: string, now: Date, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Retention (docs/privacy.md): sessions that expired or were ended before `before`, with their tokens. */
export async function deleteEndedSessions(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}
