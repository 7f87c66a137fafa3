// GET /users/incentives: the contributor's ledger entries and balance.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { incentivesSchema } from '@dhvani/contract/recordings';
import { replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import { balanceOf, userEntries } from './ledger.js';

const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/incentives',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['rewards'],
        security: [{ bearerAuth: [] }],
        summary: 'Token ledger entries of the signed-in user (newest first) and their total',
        response: replies(incentivesSchema),
      },
    },
    async (req, reply) => {
      const user = authUser(req);
      const [entries, totalTokens] = await Promise.all([
        userEntries(app.db, user.id),
        balanceOf(app.db, user.id),
      ]);
      return reply.ok({
        tokens: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
        totalTokens,
      });
    },
  );
};

export default rewardRoutes;
