// Per-IP request limits for sensitive routes (sign-in, code verification, existence checks). Off by default:
// a route opts in with `config: { rateLimit: { max, timeWindow } }`. Counters live in process memory unless a
// shared store is passed (e.g. a Redis-backed store when several API processes run, DESIGN §2). Limits that
// must hold across processes by themselves — code sends per phone, e-mail and IP — are database rows instead
// (modules/auth/code-throttle.ts).
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { tooManyRequests } from '../lib/http-error.js';

export interface RateLimitOptions {
  store?: FastifyRateLimitStoreCtor;
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
    await app.register(rateLimit, {
      global: false,
      ...(opts.store ? { store: opts.store } : {}),
      keyGenerator: (request) => request.ip,
      // Thrown as an HttpError so the envelope's error handler keeps this message.
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many attempts. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'rate-limit' },
);
