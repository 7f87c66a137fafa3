// Where per-IP request counters live (issue 34, docs/decisions/0039): in Redis when REDIS_URL is set (the
// @fastify/rate-limit store for ioredis), otherwise as rows in the database, which every process on it shares
// and which outlive a restart; the embedded default (PGlite) keeps them in its own database the same way, so
// nothing has to be installed. Either way a limit of N allows N however many processes answer.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';
import { countHit, deleteEndedCounters } from './rate-limit-repository.js';

/** Ended windows are deleted at most this often per process (they are harmless meanwhile: reset on use). */
const PRUNE_EVERY_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** A store class bound to `db` (@fastify/rate-limit constructs the store itself). */
export function databaseStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let prunedAt = 0;
  const prune = () => {
    const now = Date.now();
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    deleteEndedCounters(db).catch((err: unknown) => log.warn({ err }, 'could not prune rate-limit counters'));
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'ip:') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      prune();
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err as Error),
      );
    }

    /** The store of one route (the plugin passes the route as `routeInfo`): its own counters. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as unknown as { routeInfo: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(`${this.prefix}${String(route.method)}${String(route.url)}:`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
