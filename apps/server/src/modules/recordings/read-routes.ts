// The contributor's own recordings and figures (SPEC §7 GET /users/recordings, /users/contribution-stats).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Domain, Quality, RecordingLanguage } from '@dhvani/contract/enums';
import { LIST_LIMITS } from '@dhvani/contract/limits';
import {
  contributionStatsSchema,
  ownRecordingsQuerySchema,
  recordingItemSchema,
  type RecordingItem,
} from '@dhvani/contract/recordings';
import { errorEnvelope, okEnvelope, okListEnvelope } from '../../lib/envelope-schema.js';
import { pagingDescription, toPaging } from '../../lib/paging.js';
import { authUser } from '../../plugins/auth.js';
import { countUserRecordings, listUserRecordings, userStats, type RecordingRow } from './repository.js';

const tags = ['recordings'];
const security = [{ bearerAuth: [] }];
const errors = { '4xx': errorEnvelope, '5xx': errorEnvelope };

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
        description: pagingDescription(LIST_LIMITS.ownRecordings),
        querystring: ownRecordingsQuerySchema,
        response: { 200: okListEnvelope(recordingItemSchema), ...errors },
      },
    },
    async (req, reply) => {
      const userId = authUser(req).id;
      const [rows, total] = await Promise.all([
        listUserRecordings(app.db, userId, toPaging(req.query)),
        countUserRecordings(app.db, userId),
      ]);
      return reply.okList({
        items: rows.map((r) => toRecordingItem(r.row, r.tokens)),
        meta: { ...req.query, total },
      });
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
