// Per-IP request limits for sensitive routes (sign-in, code verification, existence checks, refresh, contact,
// data export). Off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`. The counters
// are shared by every API process and survive restarts (issue 34, docs/decisions/0039): in Redis when REDIS_URL
// is set, otherwise rows in the database (rate-limit-stores.ts). Limits that are the database's business by
// nature — code sends per phone, e-mail and IP, failed sign-ins per account — are rows of their own
// (modules/auth/code-throttle.ts). The address counted is request.ip: see TRUST_PROXY (lib/trust-proxy.ts).
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/http-error.js';
import { databaseStore } from './rate-limit-stores.js';

export interface RateLimitOptions {
  /** A store of the caller's (tests); otherwise Redis or the database, as configured. */
  store?: FastifyRateLimitStoreCtor;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection of the shared counters, when REDIS_URL is set (readiness pings it). */
    redis: Redis | null;
  }
}

/**
 * A command waits at most a second (queued while the connection is being re-made: a busy start-up can time out
 * the first connect) and then fails: a sign-in then goes on without its per-IP count (logged) rather than
 * waiting on Redis (docs/decisions/0039).
 */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000 });
}

export default fp(
  async (app, opts: RateLimitOptions) => {
    const scale = app.config.ipRateLimitScale;
    if (scale !== 1) {
      app.addHook('onRoute', (route) => {
        const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
        if (limit && typeof limit.max === 'number') {
          (route.config as { rateLimit: object }).rateLimit = { ...limit, max: limit.max * scale };
        }
      });
    }
    const redis = !opts.store && app.config.redisUrl ? await connectRedis(app.config.redisUrl) : null;
    app.decorate('redis', redis);
    if (redis) {
      redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis: connection problem'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    const store = opts.store ?? (redis ? undefined : databaseStore(app.db, app.log));
    await app.register(rateLimit, {
      global: false,
      ...(store ? { store } : { redis, nameSpace: 'dhvani-rate-limit:' }),
      // Redis unreachable: let the request through, uncounted (the database-backed limits still hold).
      skipOnError: Boolean(redis),
      keyGenerator: (request) => request.ip,
      // Thrown as an HttpError so the envelope's error handler keeps this message.
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many attempts. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'rate-limit' },
);
