// GET /health: liveness, the database, and whether the server can still save anything (storage 'full' when
// DATA_DIR's disk, or the database server's, has run out of room). Load balancers and monitors read the
// status code: 200 when all is well, 503 otherwise.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../lib/envelope-schema.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.literal('ok'),
  storage: z.enum(['ok', 'full']),
});

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
      const [, storage] = await Promise.all([app.database.ping(), app.storageSpace.check()]);
      if (storage === 'full') {
        return reply.code(503).send({
          statusCode: 503 as const,
          data: { status: 'degraded' as const, db: 'ok' as const, storage },
          message: STORAGE_FULL_HEALTH_MESSAGE,
          success: false as const,
        });
      }
      return reply.ok({ status: 'ok' as const, db: 'ok' as const, storage });
    },
  );
};

export default healthRoutes;
