// GET /health: liveness, the database, and whether the server can still save anything (storage 'full' when
// DATA_DIR's disk, or the database server's, has run out of room). Load balancers and monitors read the
// status code: 200 when all is well, 503 otherwise. Behind a balancer (issue 34, docs/deploy.md) two narrower
// checks: /health/live (the process answers: restart it when not) and /health/ready (it can serve: send it
// traffic only then), which also asks Redis and whether this process agrees with the others on its database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { READ_CHECK_STATES } from '@dhvani/contract/read-check';
import { TRANSCRIBER_STATES } from '@dhvani/contract/transcription';
import { okEnvelope } from '../../lib/envelope-schema.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.literal('ok'),
  storage: z.enum(['ok', 'full']),
  /**
   * Whether grading checks that clips say their texts (issue 35): 'unavailable' where espeak-ng is missing
   * (clips are graded on their sound alone, docs/decisions/0044), 'off' by the operator's READ_CHECK=off.
   * Reported, never a reason for 503.
   */
  readCheck: z.enum(READ_CHECK_STATES),
  /**
   * Whether a speech recogniser is configured (TRANSCRIBER_URL, docs/decisions/0049): 'on' adds a character
   * error rate beside the read-check of each clip graded. Whether it answers is not asked here.
   */
  transcriber: z.enum(TRANSCRIBER_STATES),
});

const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  db: z.literal('ok'),
  storage: z.enum(['ok', 'full']),
  redis: z.enum(['ok', 'unreachable', 'not-used']),
  /** Other API processes live on this database. */
  peers: z.number().int(),
  /** Why it cannot serve: disagreement with the others (JWT_SECRET, audio storage), storage full. */
  problems: z.array(z.string()),
});

export const NOT_READY_MESSAGE = 'This API process cannot take requests now: see data.problems.';

export const STORAGE_FULL_HEALTH_MESSAGE =
  "The server's storage is full: new recordings cannot be saved until space is freed.";

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness, database and storage check (503 when the database is unreachable or storage full)',
        response: {
          200: okEnvelope(healthSchema),
          503: z.object({
            statusCode: z.literal(503),
            data: healthSchema.optional(),
            message: z.string(),
            success: z.literal(false),
          }),
        },
      },
    },
    async (_request, reply) => {
      // A failing ping throws a connection error, which the error handler answers with 503.
      const [, storage, readCheck] = await Promise.all([
        app.database.ping(),
        app.storageSpace.check(),
        app.analyser.readCheckState(),
      ]);
      const transcriber = app.config.transcriber ? ('on' as const) : ('off' as const);
      if (storage === 'full') {
        return reply.code(503).send({
          statusCode: 503 as const,
          data: { status: 'degraded' as const, db: 'ok' as const, storage, readCheck, transcriber },
          message: STORAGE_FULL_HEALTH_MESSAGE,
          success: false as const,
        });
      }
      return reply.ok({ status: 'ok' as const, db: 'ok' as const, storage, readCheck, transcriber });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is running and answering (nothing else is checked)',
        response: { 200: okEnvelope(z.object({ status: z.literal('alive') })) },
      },
    },
    async (_request, reply) => reply.ok({ status: 'alive' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness for a load balancer: database, storage, Redis (when configured) and agreement with the ' +
          'other API processes on this database; 503 when any fails, or while the process shuts down',
        response: {
          200: okEnvelope(readySchema),
          503: z.object({
            statusCode: z.literal(503),
            data: readySchema.optional(),
            message: z.string(),
            success: z.literal(false),
          }),
        },
      },
    },
    async (_request, reply) => {
      const [, storage, redis, peers] = await Promise.all([
        app.database.ping(),
        app.storageSpace.check(),
        app.redis
          ? app.redis.ping().then(
              () => 'ok' as const,
              () => 'unreachable' as const,
            )
          : ('not-used' as const),
        app.instances.check(),
      ]);
      const problems = [
        ...peers.problems,
        ...(storage === 'full' ? [STORAGE_FULL_HEALTH_MESSAGE] : []),
        // Redis down is reported, not a reason to stop serving: every process would stop at once, and requests
        // go on uncounted by the per-IP limits meanwhile (docs/decisions/0039).
      ];
      const data = { db: 'ok' as const, storage, redis, peers: peers.others, problems };
      if (problems.length)
        return reply.code(503).send({
          statusCode: 503 as const,
          data: { status: 'not-ready' as const, ...data },
          message: NOT_READY_MESSAGE,
          success: false as const,
        });
      return reply.ok({ status: 'ready' as const, ...data });
    },
  );
};

export default healthRoutes;
