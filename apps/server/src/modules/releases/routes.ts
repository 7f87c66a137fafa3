// Dataset releases, admins only (issue 22): anonymous 401, anyone else 403, decided in onRequest before the
// body is read. The filters are one zod schema (packages/contract/src/releases.ts): an unknown value is a 400
// that lists the allowed ones.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RELEASE_MESSAGES,
  releaseCreatedSchema,
  releaseFiltersSchema,
  releasePreviewQuerySchema,
  releasePreviewSchema,
  releaseSchema,
} from '@dhvani/contract/releases';
import { requirePermission } from '../../access/policy.js';
import { createdReplies, errorReplies, replies } from '../../lib/envelope-schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { authUser } from '../../plugins/auth.js';
import { StorageNotFoundError } from '../../storage/types.js';
import { parseRange } from '../recordings/byte-range.js';
import type { ReleaseService } from './service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: 'id must be a release id (UUID)' }) });
const FILTERS =
  'Filters: languages (a list, at least one); optional, absent or empty meaning all: domains (a list), minQuality (excellent, ' +
  'good, average, poor: that grade or better), reviewStatuses (validated, invalidated, other), from and to ' +
  '(YYYY-MM-DD, days of recording, UTC). Only clips whose owner has current, unwithdrawn consent are released.';

export function releaseRoutes(releases: ReleaseService): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = app.requireAdmin;
    const admin = (req: Parameters<typeof authUser>[0]) => {
      const actor = authUser(req);
      requirePermission(actor, 'release.manage');
      return actor;
    };

    app.get(
      '/admin/releases/preview',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'How many clips, hours and speakers these filters select, and what they leave out',
          description: `${FILTERS} Lists are comma-separated here (languages=Hindi,Tamil).`,
          querystring: releasePreviewQuerySchema,
          response: replies(releasePreviewSchema),
        },
      },
      async (req, reply) => {
        admin(req);
        return reply.ok(await releases.preview(req.query));
      },
    );

    app.post(
      '/admin/releases',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Start building a dataset release (a background job)',
          description: `${FILTERS} An empty selection is refused (400).`,
          body: releaseFiltersSchema,
          response: createdReplies(releaseCreatedSchema),
        },
      },
      async (req, reply) => {
        const created = await releases.create(admin(req), req.body);
        return reply.ok(created, RELEASE_MESSAGES.started, 201);
      },
    );

    app.get(
      '/admin/releases',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Releases, newest first (the latest 100)',
          response: replies(z.array(releaseSchema)),
        },
      },
      async (req, reply) => {
        admin(req);
        return reply.ok(await releases.list());
      },
    );

    app.get(
      '/admin/releases/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'One release: status (queued, running, done, failed), progress, counts, error',
          params: idParams,
          response: replies(releaseSchema),
        },
      },
      async (req, reply) => {
        admin(req);
        return reply.ok(await releases.get(req.params.id));
      },
    );

    app.get(
      '/admin/releases/:id/download',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The finished release as one .tar (a single byte Range is honoured: 206)',
          params: idParams,
          response: {
            200: z.any().describe('application/x-tar'),
            206: z.any().describe('application/x-tar, the range asked for'),
            ...errorReplies,
          },
        },
      },
      async (req, reply) => {
        admin(req);
        const archive = await releases.archive(req.params.id);
        const missing = () => notFound(RELEASE_MESSAGES.archiveMissing);
        const stat = await app.storage.stat(archive.key);
        if (!stat) throw missing();
        const range = parseRange(req.headers.range, stat.size);
        reply
          .header('accept-ranges', 'bytes')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${archive.name}"`);
        if (range.kind === 'unsatisfiable') {
          reply.header('content-range', `bytes */${stat.size}`);
          throw new HttpError(416, 'The requested range is outside the archive.');
        }
        const part = range.kind === 'partial' ? range.range : undefined;
        const body = await app.storage.read(archive.key, part).catch((err: unknown) => {
          if (err instanceof StorageNotFoundError) throw missing();
          throw err;
        });
        reply.type('application/x-tar');
        if (part) {
          reply
            .code(206)
            .header('content-range', `bytes ${part.start}-${part.end}/${stat.size}`)
            .header('content-length', part.end - part.start + 1);
        } else {
          reply.code(200).header('content-length', stat.size);
        }
        return reply.send(body);
      },
    );
  };
}
