// The contributor's own recordings and figures (SPEC §7 GET /users/recordings, /users/contribution-stats).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIST_LIMITS } from '@dhvani/contract/limits';
import {
  contributionStatsSchema,
  ownRecordingsQuerySchema,
  recordingItemSchema,
} from '@dhvani/contract/recordings';
import { listReplies, replies } from '../../lib/envelope-schema.js';
import { pagingDescription, toPaging } from '../../lib/paging.js';
import { authUser } from '../../plugins/auth.js';

const tags = ['recordings'];
const security = [{ bearerAuth: [] }];

const recordingReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.recordingReads;
  app.get(
    '/users/recordings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The signed-in user's recordings, newest first, with grade, reasons, tokens, transcript and review state",
        description: pagingDescription(LIST_LIMITS.ownRecordings),
        querystring: ownRecordingsQuerySchema,
        response: listReplies(recordingItemSchema),
      },
    },
    async (req, reply) => {
      const { items, total } = await reads.page(authUser(req).id, toPaging(req.query));
      return reply.okList({ items, meta: { ...req.query, total } });
    },
  );

  app.get(
    '/users/contribution-stats',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Totals of the signed-in user: recordings, seconds recorded, distinct languages',
        response: replies(contributionStatsSchema),
      },
    },
    async (req, reply) => reply.ok(await reads.stats(authUser(req).id)),
  );
};

export default recordingReadRoutes;
