// The contributor's own recordings and figures (SPEC §7 GET /users/recordings, /users/contribution-stats).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Domain, Quality, RecordingLanguage } from '@dhvani/contract/enums';
import {
  contributionStatsSchema,
  recordingItemSchema,
  type RecordingItem,
} from '@dhvani/contract/recordings';
import { errorEnvelope, okEnvelope } from '../../lib/envelope-schema.js';
import { authUser } from '../../plugins/auth.js';
import { listUserRecordings, userStats, type RecordingRow } from './repository.js';

const tags = ['recordings'];
const security = [{ bearerAuth: [] }];
const errors = { '4xx': errorEnvelope, '5xx': errorEnvelope };

// Without page/limit the whole list is returned (SPEC: the dashboard counts it); with them, one page.
const listQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export function toRecordingItem(row: RecordingRow, tokens: number | null): RecordingItem {
  return {
    _id: row.id,
    userId: row.userId,
    language: row.language as RecordingLanguage,
    domain: row.domain as Domain,
    recordedVia: row.recordedVia,
    duration: row.durationSeconds,
    transcript: row.transcript,
    quality: (row.quality as Quality | null) ?? null,
    reasons: row.reasons,
    tokens,
    createdAt: row.createdAt.toISOString(),
    evaluatedAt: row.evaluatedAt?.toISOString() ?? null,
  };
}

const recordingReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/recordings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in user's recordings, newest first, with grade, reasons, tokens and transcript",
        querystring: listQuery,
        response: { 200: okEnvelope(z.array(recordingItemSchema)), ...errors },
      },
    },
    async (req, reply) => {
      const { page, limit } = req.query;
      const paging =
        page || limit ? { limit: limit ?? 10, offset: ((page ?? 1) - 1) * (limit ?? 10) } : undefined;
      const rows = await listUserRecordings(app.db, authUser(req).id, paging);
      return reply.ok(rows.map((r) => toRecordingItem(r.row, r.tokens)));
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
        response: { 200: okEnvelope(contributionStatsSchema), ...errors },
      },
    },
    async (req, reply) => {
      const stats = await userStats(app.db, authUser(req).id);
      return reply.ok({ ...stats, languageNames: stats.languageNames as RecordingLanguage[] });
    },
  );
};

export default recordingReadRoutes;
