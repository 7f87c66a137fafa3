// The admin's Review panel API (issue 21). Admins only: anonymous 401, anyone else 403 (requireAdmin, run
// onRequest so nothing is parsed first).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema } from '@dhvani/contract/admin';
import { LIST_LIMITS } from '@dhvani/contract/limits';
import { readCheckAgreementSchema } from '@dhvani/contract/read-check';
import {
  REVIEW_MESSAGES,
  adminClipReviewSchema,
  knownAnswerBodySchema,
  reviewOverviewSchema,
  reviewSettingsBodySchema,
  reviewSettingsSchema,
  reviewerItemSchema,
  statusOverrideBodySchema,
} from '@dhvani/contract/reviews';
import { listReplies, replies } from '../../lib/envelope-schema.js';
import { pagingDescription } from '../../lib/paging.js';
import { authUser } from '../../plugins/auth.js';

const tags = ['admin', 'reviews'];
const security = [{ bearerAuth: [] }];
const recordingParams = z.object({
  recordingId: z.uuid({ error: 'recordingId must be a recording id (UUID)' }),
});

const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAdmin;
  const { reviewAdmin } = app;

  app.get(
    '/admin/reviews/overview',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Per language: hours awaiting review, validated and rejected, the top 5 speakers' share of its hours, known-answer clips",
        response: replies(reviewOverviewSchema),
      },
    },
    async (_req, reply) => reply.ok(await reviewAdmin.overview()),
  );

  app.get(
    '/admin/reviews/read-check',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Per language: how often the read-check agreed with reviewers' votes (says the text or a mismatch × validated or rejected), and clips still waiting",
        response: replies(readCheckAgreementSchema),
      },
    },
    async (_req, reply) => reply.ok(await reviewAdmin.readCheckAgreement()),
  );

  app.get(
    '/admin/reviews/reviewers',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Reviewers, most reviews first, with their agreement with known answers',
        description: pagingDescription(LIST_LIMITS.admin).replace('newest first', 'most reviews first'),
        querystring: adminListQuerySchema,
        response: listReplies(reviewerItemSchema),
      },
    },
    async (req, reply) => reply.okList(await reviewAdmin.reviewers(req.query)),
  );

  app.put(
    '/admin/reviews/:recordingId/status',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Set a clip's review status by hand (audited); its tokens follow (reversed or given back)",
        params: recordingParams,
        body: statusOverrideBodySchema,
        response: replies(adminClipReviewSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await reviewAdmin.setStatus(authUser(req), req.params.recordingId, req.body.status, req.body.reason),
        REVIEW_MESSAGES.statusSet,
      ),
  );

  app.put(
    '/admin/reviews/:recordingId/known-answer',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Mark a clip as known good or known bad for checking reviewers, or unmark it (null); audited',
        params: recordingParams,
        body: knownAnswerBodySchema,
        response: replies(adminClipReviewSchema),
      },
    },
    async (req, reply) =>
      reply.ok(
        await reviewAdmin.setKnownAnswer(authUser(req), req.params.recordingId, req.body.answer),
        REVIEW_MESSAGES.knownAnswerSet,
      ),
  );

  app.get(
    '/admin/reviews/settings',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The numbers of the review rules',
        response: replies(reviewSettingsSchema),
      },
    },
    async (_req, reply) => reply.ok(await reviewAdmin.settings()),
  );

  app.put(
    '/admin/reviews/settings',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Change the numbers of the review rules (audited)',
        body: reviewSettingsBodySchema,
        response: replies(reviewSettingsSchema),
      },
    },
    async (req, reply) =>
      reply.ok(await reviewAdmin.saveSettings(authUser(req), req.body), REVIEW_MESSAGES.settingsSaved),
  );
};

export default reviewAdminRoutes;
