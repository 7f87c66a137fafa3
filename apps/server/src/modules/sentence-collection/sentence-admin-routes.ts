// The admin's sentences (issue 32): the overview, the reported sentences and the decision on one. Admins only:
// anonymous 401, anyone else 403, decided in onRequest.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SENTENCE_ADMIN_MESSAGES as M,
  FRESH_SENTENCES_WARNING,
  reportedSentenceSchema,
  reportedSentencesQuerySchema,
  sentenceDecisionResultSchema,
  sentenceDecisionSchema,
  sentenceOverviewSchema,
} from '@dhvani/contract/sentence-admin';
import { sentenceIdParamsSchema } from '@dhvani/contract/sentence-community';
import { requirePermission } from '../../access/policy.js';
import { replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import type { SentenceAdminService } from './sentence-admin-service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export function sentenceAdminRoutes(service: SentenceAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = app.requireAdmin;
    const admin = (req: Parameters<typeof authUser>[0]) => {
      const actor = authUser(req);
      requirePermission(actor, 'sentences.manage');
      return actor;
    };

    app.get(
      '/admin/sentences/overview',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Sentences per language and domain, and the speakers’ split shares per language',
          description:
            'validated: offered (not held); fresh: of those, never recorded (`short` below ' +
            `${FRESH_SENTENCES_WARNING}); atCap: recorded SENTENCE_MAX_RECORDINGS times or more; pending: ` +
            'waiting for review; reported and held: reported since the last decision, and held by reports.',
          response: replies(sentenceOverviewSchema),
        },
      },
      async (req, reply) => {
        admin(req);
        return reply.ok(await service.overview());
      },
    );

    app.get(
      '/admin/sentences/reported',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Reported sentences (held ones first, 100 at most), with the reports’ reasons and notes',
          querystring: reportedSentencesQuerySchema,
          response: replies(z.array(reportedSentenceSchema)),
        },
      },
      async (req, reply) => {
        admin(req);
        return reply.ok(await service.reported(req.query.language));
      },
    );

    app.post(
      '/admin/sentences/:id/decision',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Keep a reported sentence (offered again) or retire it (never offered again); audited',
          description: '409 when the sentence is not reported or held.',
          params: sentenceIdParamsSchema,
          body: sentenceDecisionSchema,
          response: replies(sentenceDecisionResultSchema),
        },
      },
      async (req, reply) => {
        const result = await service.decide(admin(req), req.params.id, req.body.decision);
        return reply.ok(result, result.status === 'retired' ? M.retired : M.kept);
      },
    );
  };
}
