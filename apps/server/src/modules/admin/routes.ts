// Admin API (SPEC §7, issue 6). Every route is admins only: anonymous 401, anyone else 403 (requireAdmin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminDeletionSchema,
  adminEvaluationSchema,
  adminListQuerySchema,
  adminRecordingSchema,
  adminRecordingsQuerySchema,
  adminStatsSchema,
  adminUserSchema,
  auditEntrySchema,
} from '@dhvani/contract/admin';
import { LIST_LIMITS } from '@dhvani/contract/limits';
import { listReplies, replies } from '../../lib/envelope-schema.js';
import { pagingDescription } from '../../lib/paging.js';
import { authUser } from '../../plugins/auth.js';
import {
  EVALUATION_DESCRIPTION,
  evaluationResponses,
  sendEvaluation,
} from '../recordings/evaluation-reply.js';
import type { AdminService } from './service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: 'id must be a recording id (UUID)' }) });
const LIST_PAGING = pagingDescription(LIST_LIMITS.admin);

export function adminRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest, not preHandler: who may call is decided before the query or body is even parsed, so an
    // anonymous caller gets 401 and a contributor 403 whatever they send.
    const onRequest = app.requireAdmin;

    app.get(
      '/users/admin/stats',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Platform totals, per-language and per-quality counts, recordings per day (last 30 days)',
          response: replies(adminStatsSchema),
        },
      },
      async (_req, reply) => reply.ok(await admin.stats()),
    );

    app.get(
      '/users/admin/users',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Users, newest first, with balance and number of recordings',
          description: LIST_PAGING,
          querystring: adminListQuerySchema,
          response: listReplies(adminUserSchema),
        },
      },
      async (req, reply) => reply.okList(await admin.users(req.query)),
    );

    app.get(
      '/recordings/admin',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'All recordings, newest first, one page at a time',
          description:
            'Filters: language, domain, quality (excellent, good, average, poor or pending), user (id) and ' +
            'contributionId (the ID the Thank You step showed, e.g. DS-7KQ2-M9XA). ' +
            LIST_PAGING,
          querystring: adminRecordingsQuerySchema,
          response: listReplies(adminRecordingSchema),
        },
      },
      async (req, reply) => {
        const { page, limit, ...filters } = req.query;
        return reply.okList(await admin.recordings(filters, { page, limit }));
      },
    );

    app.post(
      '/recordings/admin/:id/evaluate',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Grade a recording and credit its tokens once; a graded one answers with its stored grade',
          description: EVALUATION_DESCRIPTION,
          params: idParams,
          response: { ...replies(adminEvaluationSchema), 202: evaluationResponses[202] },
        },
      },
      async (req, reply) =>
        sendEvaluation(reply, await admin.evaluate(authUser(req), req.params.id), ADMIN_MESSAGES.evaluated),
    );

    app.delete(
      '/recordings/admin/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Delete a recording and its audio; its tokens are taken back by a compensating entry',
          params: idParams,
          response: replies(adminDeletionSchema),
        },
      },
      async (req, reply) =>
        reply.ok(await admin.remove(authUser(req), req.params.id), ADMIN_MESSAGES.deleted),
    );

    app.get(
      '/admin/audit',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Audit log of admin evaluations, deletions and listens, newest first',
          description: LIST_PAGING,
          querystring: adminListQuerySchema,
          response: listReplies(auditEntrySchema),
        },
      },
      async (req, reply) => reply.okList(await admin.auditLog(req.query)),
    );
  };
}
