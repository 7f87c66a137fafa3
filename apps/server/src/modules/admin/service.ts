// Admin rules (issue 6). Evaluation reuses the contributor path's service (same analyser, same ledger
// credit, credited once); deletion takes the tokens back with a compensating ledger row in the same
// transaction as the row's removal, and removes the audio only after that commit.
import type { FastifyInstance } from 'fastify';
import {
  QUALITY_FILTERS,
  STATS_DAYS,
  type AdminDeletion,
  type AdminRecordingPage,
  type AdminRecordingsFilters,
  type AdminStats,
  type AdminUserPage,
  type AuditAction,
  type AuditPage,
} from '@dhvani/contract/admin';
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { transaction } from '../../db/transaction.js';
import { notFound } from '../../lib/http-error.js';
import { toPaging as paging, type PageRequest } from '../../lib/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import { toRecordingItem } from '../recordings/recording-item.js';
import type { EvaluationAnswer } from '../recordings/evaluate-service.js';
import { findRecording } from '../recordings/repository.js';
import { publicShapeOf } from '../auth/users-repository.js';
import { listForRemoval } from '../release-removals/repository.js';
import * as repo from './repository.js';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createAdminService(app: FastifyInstance) {
  const { evaluations } = app;

  async function audit(
    actor: AuthUser,
    action: AuditAction,
    rec: { id: string; userId: string },
    details: Record<string, unknown> = {},
  ) {
    await repo.insertAudit(app.db, {
      action,
      actorId: actor.id,
      recordingId: rec.id,
      subjectUserId: rec.userId,
      details,
      createdAt: app.clock.now(),
    });
  }

  return {
    audit,

    async stats(): Promise<AdminStats> {
      const today = app.clock.now().getTime();
      const fromDay = utcDay(today - (STATS_DAYS - 1) * DAY_MS);
      const [breakdown, days, totalUsers, totalTokensIssued] = await Promise.all([
        repo.recordingBreakdown(app.db),
        repo.dailyCounts(app.db, fromDay),
        repo.countUsers(app.db),
        repo.tokensIssued(app.db),
      ]);
      const total = breakdown.find((r) => r.language === null && r.quality === null);
      const perDay = new Map(days.map((d) => [d.day, d.count]));
      const byLanguage = RECORDING_LANGUAGES.flatMap((language) => {
        const row = breakdown.find((r) => r.language === language);
        return row ? [{ language, count: row.count }] : [];
      });
      const byQuality = QUALITY_FILTERS.flatMap((quality) => {
        const row = breakdown.find((r) => r.quality === quality && r.language === null);
        return row ? [{ quality, count: row.count }] : [];
      });
      return {
        totalUsers,
        totalRecordings: total?.count ?? 0,
        totalTokensIssued,
        totalDurationSeconds: Math.round((total?.seconds ?? 0) * 100) / 100,
        byLanguage,
        byQuality,
        recordingsPerDay: Array.from({ length: STATS_DAYS }, (_, i) => {
          const date = utcDay(today - (STATS_DAYS - 1 - i) * DAY_MS);
          return { date, count: perDay.get(date) ?? 0 };
        }),
      };
    },

    async users(page: PageRequest): Promise<AdminUserPage> {
      const [rows, total] = await Promise.all([
        repo.listUsers(app.db, paging(page)),
        repo.countUsers(app.db),
      ]);
      return {
        items: rows.map((u) => ({ ...publicShapeOf(u), recordingCount: u.recordingCount })),
        meta: { ...page, total },
      };
    },

    async recordings(filters: AdminRecordingsFilters, page: PageRequest): Promise<AdminRecordingPage> {
      const [rows, total] = await Promise.all([
        repo.listRecordings(app.db, filters, paging(page)),
        repo.countRecordings(app.db, filters),
      ]);
      return {
        items: rows.map((r) => ({ ...toRecordingItem(r.row, r.tokens, r.review), userName: r.userName })),
        meta: { ...page, total },
      };
    },

    /**
     * The recording's grade: the stored one when it has one (background grading usually got there within a
     * second of the upload, before the admin's list even showed the row), else graded now. Credited once
     * either way (decision 0005). Audited with a grade either way; `alreadyGraded` says this call changed
     * nothing (decision 0031).
     */
    async evaluate(actor: AuthUser, id: string): Promise<EvaluationAnswer> {
      const rec = await findRecording(app.db, id);
      if (!rec) throw notFound(RECORDING_MESSAGES.notFound);
      const answer = await evaluations.evaluateRecording(rec);
      if ('graded' in answer) {
        const { quality, tokens } = answer.graded;
        const alreadyGraded = rec.quality ? { alreadyGraded: true } : {};
        await audit(actor, 'recording.evaluate', rec, { quality, amount: tokens, ...alreadyGraded });
      }
      return answer;
    },

    async remove(actor: AuthUser, id: string): Promise<AdminDeletion> {
      const rec = await findRecording(app.db, id);
      if (!rec) throw notFound(RECORDING_MESSAGES.notFound);
      const at = app.clock.now();
      const tokensReversed = await transaction(app.db, async (tx) => {
        // Deleting first makes a concurrent second delete find no row and stop (404) before reversing.
        if (!(await repo.deleteRecordingRow(tx, rec.id))) throw notFound(RECORDING_MESSAGES.notFound);
        const reversed = await app.ledger.reverse(tx, rec.id, at);
        await listForRemoval(tx, [rec.id], 'deleted_by_admin', at);
        await repo.insertAudit(tx, {
          action: 'recording.delete',
          actorId: actor.id,
          recordingId: rec.id,
          subjectUserId: rec.userId,
          details: { tokensReversed: reversed, quality: rec.quality, language: rec.language },
          createdAt: at,
        });
        return reversed;
      });
      // After the commit: a failed file removal leaves an orphan for the start-up sweep, never a row
      // pointing at a missing file.
      await app.storage.delete(rec.storageKey).catch((err: unknown) => {
        app.log.error({ err, recordingId: rec.id }, 'audio of a deleted recording could not be removed');
      });
      return { recordingId: rec.id, tokensReversed };
    },

    async auditLog(page: PageRequest): Promise<AuditPage> {
      const [rows, total] = await Promise.all([
        repo.listAudit(app.db, paging(page)),
        repo.countAudit(app.db),
      ]);
      return {
        items: rows.map(({ row, actorName }) => ({
          _id: String(row.id),
          action: row.action,
          actorId: row.actorId,
          actorName,
          recordingId: row.recordingId,
          subjectUserId: row.subjectUserId,
          details: row.details,
          createdAt: row.createdAt.toISOString(),
        })),
        meta: { ...page, total },
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
