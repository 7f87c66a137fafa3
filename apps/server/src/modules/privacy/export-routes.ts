// A person's own data (issue 23): POST /users/data-export, then GET /users/data-export/{id} (status with
// progress) and /download (the ZIP). GET /users/data-export answers the newest one, for the profile.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATA_EXPORT_MESSAGES, dataExportSchema } from '@dhvani/contract/privacy';
import { errorReplies, okEnvelope, replies } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';

const tags = ['privacy'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: 'id must be a data export id (UUID)' }) });

/** Each export reads every clip of the account: a few a minute is plenty for a person. */
export const DATA_EXPORT_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const exports = app.dataExports;

  app.post(
    '/users/data-export',
    {
      preHandler: app.requireUser,
      config: { rateLimit: DATA_EXPORT_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: 'Ask for a download of all your data: profile, consents, token ledger, recordings and audio',
        description:
          'Built by a background job. Answers 200 with status `ready` when it finished within a few seconds, ' +
          'else 202 with `queued` or `running` (and progress): follow GET /users/data-export/{id}. While one ' +
          'is being prepared, asking again answers that one. The archive (ZIP) can be downloaded for 7 days.',
        response: { ...replies(dataExportSchema), 202: okEnvelope(dataExportSchema) },
      },
    },
    async (req, reply) => {
      const state = await exports.request(authUser(req));
      const ready = state.status === 'ready';
      return reply.ok(
        state,
        ready ? DATA_EXPORT_MESSAGES.ready : DATA_EXPORT_MESSAGES.started,
        ready ? 200 : 202,
      );
    },
  );

  app.get(
    '/users/data-export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Your newest data export (null when you never asked for one)',
        response: replies(dataExportSchema.nullable()),
      },
    },
    async (req, reply) => reply.ok(await exports.latest(authUser(req))),
  );

  app.get(
    '/users/data-export/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'One of your data exports: queued, running (with progress), ready, failed or expired',
        params: idParams,
        response: replies(dataExportSchema),
      },
    },
    async (req, reply) => reply.ok(await exports.status(authUser(req), req.params.id)),
  );

  app.get(
    '/users/data-export/:id/download',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The ZIP of a ready data export (409 while it is being prepared, 410 once expired)',
        params: idParams,
        response: errorReplies,
      },
    },
    async (req, reply) => {
      const file = await exports.download(authUser(req), req.params.id);
      // A byte stream, not the JSON envelope the error schemas describe.
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    },
  );
};

export default exportRoutes;
