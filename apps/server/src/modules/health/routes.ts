import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../lib/envelope-schema.js';

const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: okEnvelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      // A failing ping throws a connection error, which the error handler answers with 503.
      await app.database.ping();
      return reply.ok({ status: 'ok' as const, db: 'ok' as const });
    },
  );
};

export default healthRoutes;
