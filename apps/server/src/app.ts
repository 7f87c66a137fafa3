// Builds the Fastify instance. Tests use it through app.inject(); main.ts makes it listen.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database, type Db } from './db/database.js';
import { migrate } from './db/migrate.js';
import { databaseClock } from './db/database-time.js';
import { systemClock, type Clock } from './lib/clock.js';
import { lazyChildLoggerFactory } from './lib/lazy-child-logger.js';
import { createLogging } from './lib/logging.js';
import { createResponseSerializerCompiler } from './lib/response-serializer.js';
import envelope, { frameworkErrorReply } from './plugins/envelope.js';
import securityHeaders from './plugins/security-headers.js';
import unreadBody from './plugins/unread-body.js';
import openapi from './plugins/openapi.js';
import staticWeb from './plugins/static-web.js';
import rateLimit from './plugins/rate-limit.js';
import auth from './plugins/auth.js';
import delivery from './modules/delivery/plugin.js';
import accountDeletion from './plugins/account-deletion.js';
import storage from './plugins/storage.js';
import storageSpace from './plugins/storage-space.js';
import analyser from './plugins/analyser.js';
import passwords from './plugins/passwords.js';
import audioCodec from './plugins/audio-codec.js';
import audioThreads from './plugins/audio-threads.js';
import jobs from './modules/jobs/plugin.js';
import instances from './modules/instances/plugin.js';
import metrics from './modules/metrics/plugin.js';
import { ensureAdminAtStart } from './modules/admin-bootstrap/ensure-admin.js';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { registerModules } from './modules/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    clock: Clock;
  }
}

export interface BuildOptions {
  config: Config;
  /** A database opened (and migrated) by the caller, e.g. the test harness; the app will not close it. */
  database?: Database;
  clock?: Clock;
  /** Pass false to silence logs (tests); defaults to pino at config.logLevel. */
  logger?: boolean;
  /** A shared store for per-IP request limits when several API processes run (plugins/rate-limit.ts). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const logging = opts.logger === false ? null : createLogging(config.logLevel);
  const app = Fastify({
    ...(logging
      ? { loggerInstance: logging.logger as FastifyBaseLogger, logController: logging.logController }
      : { logger: false }),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // A hop count as proxy-addr reads one (trust the nearest N hops), in the form Fastify's types accept.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 64 * 1024,
    // Slow phones on bad networks upload for a long time; allow it, but not forever.
    requestTimeout: 180_000,
    return503OnClosing: true,
    // Start-up work (migrations, the orphan sweep, loading the speech model into the analyser's threads) may
    // take well over Fastify's default 10 s on a loaded two-core machine; a slow start is not a failed one.
    pluginTimeout: 120_000,
    frameworkErrors: frameworkErrorReply,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkWithZod: !config.production }));

  const ownsDatabase = !opts.database;
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (ownsDatabase) {
    try {
      const applied = await migrate(database);
      if (applied.length) app.log.info({ applied }, 'database migrated');
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // Several processes on one PostgreSQL server compare the times they write (job leases): the database's clock
  // is theirs. Embedded PGlite runs inside this process, on this machine's clock.
  const sharedClock =
    !opts.clock && database.kind === 'postgres' ? await databaseClock(database.db, app.log) : null;
  app.decorate('clock', opts.clock ?? sharedClock ?? systemClock);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  if (sharedClock) app.addHook('onClose', async () => sharedClock.stop());

  await app.register(envelope, { production: config.production });
  await app.register(securityHeaders);
  await app.register(unreadBody);
  await app.register(openapi);
  await app.register(rateLimit, { store: opts.rateLimitStore });
  await app.register(auth);
  // After auth (it compares signing keys), before anything serves: a misconfigured process stops here.
  await app.register(instances, { shared: ownsDatabase && database.kind === 'postgres' });
  await app.register(passwords);
  await app.register(delivery);
  await app.register(accountDeletion);
  await app.register(storage);
  await app.register(storageSpace);
  await app.register(audioThreads);
  await app.register(analyser);
  await app.register(audioCodec);
  // Only a database this process opened itself and no other process can open (embedded PGlite) lets start-up
  // take back running jobs at once; otherwise they wait for their lease to run out.
  await app.register(jobs, { exclusiveDatabase: ownsDatabase && database.kind === 'pglite' });
  await app.register(metrics);
  await app.register(registerModules, { prefix: '/api/v1' });
  await app.register(staticWeb, { webDistDir: config.webDistDir });
  const admin = config.admin;
  if (admin) {
    app.addHook('onReady', async () => {
      const result = await ensureAdminAtStart(app.db, admin, {
        now: app.clock.now(),
        resetPassword: false,
        hashPassword: app.passwords.hash,
        changed: app.authCache.invalidateUser,
      });
      app.log.info({ email: admin.email, result }, 'admin account ensured');
    });
  }
  return app;
}
