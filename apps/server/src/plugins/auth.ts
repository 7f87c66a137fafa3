// Authentication (DESIGN §1): access-token signing and verification, keyed hashing for secrets we store,
// and the `requireUser` / `requireAdmin` pre-handlers. See docs/decisions/0002-auth-tokens.md.
//
// Access tokens are HS256 JWTs (the only algorithm accepted, so `alg: none` and RS/HS confusion fail) with
// claims sub (user id), role, ver (users.token_version) and sid (sessions.id), valid 15 minutes. Every
// authenticated request also checks the database: the user still exists, its token_version equals `ver`
// and the session is not revoked. That one indexed lookup is what makes logout, a password change and
// account deletion take effect at once instead of when the token expires. Its answer (with the user's row,
// which routes such as /users/current reuse) is kept for one second in auth-cache.ts, which the services
// that change it invalidate on this process.
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES, type Role } from '@dhvani/contract/enums';
import { sessions, users } from '../db/schema/index.js';
import { requirePermission } from '../access/policy.js';
import { unauthorized } from '../lib/http-error.js';
import { resolveJwtSecret } from '../lib/secrets.js';
import { createAuthCache, type AuthCache, type CachedUser } from './auth-cache.js';
import { createVerifiedTokens } from './verified-tokens.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'dhvani-shilp';

export interface AuthUser {
  id: string;
  role: Role;
  /** The session (refresh-token family) this access token belongs to. */
  sessionId: string;
}

export interface AccessClaims {
  sub: string;
  role: Role;
  ver: number;
  sid: string;
}

const claimsSchema = z.object({
  sub: z.uuid(),
  role: z.enum(ROLES),
  ver: z.number().int(),
  sid: z.uuid(),
});

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    signAccessToken(claims: AccessClaims): Promise<string>;
    /** HMAC-SHA256 under a key derived from the server secret: for codes, contacts and refresh tokens. */
    keyedHash(value: string): string;
    requireUser: PreHandler;
    requireAdmin: PreHandler;
    authCache: AuthCache;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The signed-in user's row as the auth check read it (at most the cache TTL old). */
    userRecord: CachedUser | null;
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** The signed-in user of a route guarded by requireUser. */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export default fp(
  async (app) => {
    const secret = await resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
    // Imported once: given raw bytes, jose would import a WebCrypto key on every sign and verify, which was
    // a visible share of an authenticated request's CPU.
    const signingKey = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    const hashKey = createHmac('sha256', secret).update('dhvani-shilp/keyed-hash/v1').digest();

    app.decorate('keyedHash', (value: string) => createHmac('sha256', hashKey).update(value).digest('hex'));

    app.decorate('signAccessToken', async (claims: AccessClaims) => {
      const now = Math.floor(app.clock.now().getTime() / 1000);
      return new SignJWT({ role: claims.role, ver: claims.ver, sid: claims.sid })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(signingKey);
    });

    const verified = createVerifiedTokens<AccessClaims>();

    async function verify(token: string): Promise<AccessClaims> {
      const now = app.clock.now();
      const known = verified.get(token, now.getTime() / 1000);
      if (known === 'expired') throw unauthorized(SESSION_EXPIRED);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, signingKey, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: now,
          requiredClaims: ['exp'],
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success || typeof payload.exp !== 'number') throw unauthorized();
        verified.set(token, claims.data, payload.exp);
        return claims.data;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized(SESSION_EXPIRED);
        throw unauthorized();
      }
    }

    const cache = createAuthCache({ now: () => app.clock.now().getTime() });
    app.decorate('authCache', cache);
    const userColumns = getTableColumns(users);

    async function lookUp(claims: AccessClaims): Promise<CachedUser | null> {
      const cached = cache.get(claims.sub, claims.sid);
      // A token newer than the cached row (signed after a token_version bump) is checked in the database.
      if (cached && cached.tokenVersion === claims.ver) return cached;
      const ticket = cache.ticket();
      const [row] = await app.db
        .select(userColumns)
        .from(users)
        .innerJoin(sessions, eq(sessions.userId, users.id))
        .where(
          and(
            eq(users.id, claims.sub),
            eq(users.tokenVersion, claims.ver),
            eq(sessions.id, claims.sid),
            isNull(sessions.revokedAt),
          ),
        )
        .limit(1);
      if (!row) return null;
      cache.set(ticket, claims.sid, row);
      return row;
    }

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized();
      const claims = await verify(match[1]);
      const row = await lookUp(claims);
      if (!row) throw unauthorized(SESSION_EXPIRED);
      request.user = { id: row.id, role: row.role, sessionId: claims.sid };
      request.userRecord = row;
    }

    app.decorateRequest('user', null);
    app.decorateRequest('userRecord', null);
    app.decorate('requireUser', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      requirePermission(authUser(request), 'administer');
    });
  },
  { name: 'auth' },
);
