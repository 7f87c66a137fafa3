// GET /users/incentives: the contributor's ledger entries and balance. GET /rewards/about: what tokens can
// become on this installation, as its operator wrote it (issue 33), for the FAQ and the dashboard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { incentivesSchema } from '@dhvani/contract/recordings';
import { tokenRewardsSchema } from '@dhvani/contract/token-rewards';
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

  app.get(
    '/rewards/about',
    {
      schema: {
        tags: ['rewards'],
        summary: 'What tokens can become here, in the operator’s words (null and {} when not set)',
        description:
          '`text` is TOKEN_REWARDS_TEXT, for every language without its own; `texts` holds ' +
          'TOKEN_REWARDS_TEXT_<CODE> by language code (README). Without either, clients show their own text.',
        response: replies(tokenRewardsSchema),
      },
    },
    async (_req, reply) => reply.ok(app.config.tokenRewards),
  );
};

export default rewardRoutes;
