// The admin's side of peer review (issue 21): the Review panel's figures, known-answer clips, setting a clip's
// status by hand, and the rules' numbers. Every change is audited in the same transaction as the change.
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import {
  REVIEW_MESSAGES,
  type AdminClipReview,
  type KnownAnswer,
  type ReviewOverview,
  type ReviewSettings,
  type ReviewerItem,
  type VoteReason,
} from '@dhvani/contract/reviews';
import type { ListPage } from '@dhvani/contract/envelope';
import type { ReadCheckState } from '@dhvani/contract/read-check';
import type { Db } from '../../db/database.js';
import { transaction, type Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { toPaging, type PageRequest } from '../../lib/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import { insertAudit } from '../admin/repository.js';
import { toRecordingReview } from '../recordings/recording-review.js';
import { findRecording } from '../recordings/repository.js';
import { recordingEntryKinds } from '../rewards/ledger.js';
import * as repo from './admin-repository.js';
import type { ClipReviewRow } from './queue-repository.js';
import { readCheckAgreement } from './read-check-agreement.js';
import { retryOnDeadlock } from './retry.js';
import { isFlagged } from './rules.js';
import { payAgreeingReviewers, settleByVotes, settleTokens, type ReviewLedger } from './settlement.js';
import { loadSettings, saveSettings } from './settings-repository.js';

export interface ReviewAdminDeps {
  db: Db;
  clock: Clock;
  ledger: ReviewLedger;
  /** Whether grading checks clips here now (the analyser's, as GET /health says). */
  readCheckState: () => Promise<ReadCheckState>;
}

const HOUR = 3600;
const hours = (seconds: number) => Math.round((seconds / HOUR) * 100) / 100;

function toAdminClip(row: ClipReviewRow): AdminClipReview {
  return { recordingId: row.recordingId, ...toRecordingReview(row), knownAnswer: row.knownAnswer ?? null };
}

export function createReviewAdminService(deps: ReviewAdminDeps) {
  const { db, clock, ledger, readCheckState } = deps;

  /** Sets a clip's outcome as an admin, with what follows for tokens, in the caller's transaction. */
  async function decideAsAdmin(
    tx: Tx,
    clip: ClipReviewRow,
    status: 'validated' | 'rejected',
    reasons: ClipReviewRow['reasons'],
    at: Date,
  ): Promise<ClipReviewRow> {
    if (
      status === 'rejected' &&
      (await recordingEntryKinds(tx, clip.recordingId)).includes('reinstatement')
    ) {
      throw conflict(REVIEW_MESSAGES.reinstatedOnce);
    }
    const row = await repo.setDecision(tx, clip.recordingId, { status, reasons, at });
    await settleTokens(ledger, tx, clip.recordingId, status, at);
    const { reviewerReward } = await loadSettings(tx);
    await payAgreeingReviewers(ledger, tx, clip.recordingId, status, reviewerReward, at);
    return row;
  }

  /** Runs an admin's change to one clip: locked and audited in one transaction. */
  async function changeClip(
    actor: AuthUser,
    recordingId: string,
    change: (tx: Tx, clip: ClipReviewRow, at: Date) => Promise<ClipReviewRow>,
    audit: { action: 'review.status' | 'review.known_answer'; details: Record<string, unknown> },
  ): Promise<AdminClipReview> {
    const rec = await findRecording(db, recordingId);
    if (!rec) throw notFound(REVIEW_MESSAGES.notFound);
    const at = clock.now();
    const row = await retryOnDeadlock(() =>
      transaction(db, async (tx) => {
        const clip = await repo.lockClipReview(tx, recordingId);
        if (!clip) throw conflict(REVIEW_MESSAGES.notInReview);
        const result = await change(tx, clip, at);
        await insertAudit(tx, {
          action: audit.action,
          actorId: actor.id,
          recordingId,
          subjectUserId: rec.userId,
          details: { ...audit.details, from: clip.status },
          createdAt: at,
        });
        return result;
      }),
    );
    return toAdminClip(row);
  }

  return {
    async overview(): Promise<ReviewOverview> {
      const [totals, recorded, top, known] = await Promise.all([
        repo.totalsByStatus(db),
        repo.recordedSecondsByLanguage(db),
        repo.topSpeakerSeconds(db),
        repo.knownAnswerCounts(db),
      ]);
      const secondsOf = (language: string, status: string) =>
        totals.find((t) => t.language === language && t.status === status)?.seconds ?? 0;
      return {
        languages: RECORDING_LANGUAGES.map((language) => {
          const all = recorded.find((r) => r.language === language)?.seconds ?? 0;
          return {
            language,
            pendingHours: hours(secondsOf(language, 'pending')),
            validatedHours: hours(secondsOf(language, 'validated')),
            rejectedHours: hours(secondsOf(language, 'rejected')),
            topSpeakersShare:
              all > 0 ? Math.min(1, Math.round(((top.get(language) ?? 0) / all) * 1000) / 1000) : 0,
            knownAnswerClips: known.find((k) => k.language === language)?.clips ?? 0,
          };
        }),
      };
    },

    async reviewers(page: PageRequest): Promise<ListPage<ReviewerItem>> {
      const [rows, total] = await Promise.all([
        repo.listReviewers(db, toPaging(page)),
        repo.countReviewers(db),
      ]);
      const settings = await loadSettings(db);
      return {
        items: rows.map(({ stats, name }) => ({
          userId: stats.userId,
          name,
          reviews: stats.reviews,
          knownAnswers: stats.knownAnswers,
          agreed: stats.knownAgreed,
          agreement:
            stats.knownAnswers > 0
              ? Math.round((stats.knownAgreed / stats.knownAnswers) * 1000) / 1000
              : null,
          flagged: isFlagged(stats.knownAnswers, stats.knownAgreed, settings),
        })),
        meta: { ...page, total },
      };
    },

    /** An admin's decision on a clip (audited); tokens and reviewer rewards follow it. */
    setStatus(actor: AuthUser, recordingId: string, status: 'validated' | 'rejected', reason?: VoteReason) {
      return changeClip(
        actor,
        recordingId,
        (tx, clip, at) => {
          const reasons = status === 'rejected' ? (reason ? [reason] : clip.reasons) : clip.reasons;
          return decideAsAdmin(tx, clip, status, reasons, at);
        },
        { action: 'review.status', details: { status, reason: reason ?? null } },
      );
    },

    /**
     * Marks a clip as known good or known bad (its status follows: validated or rejected), or unmarks it
     * (null; its status stays).
     */
    setKnownAnswer(actor: AuthUser, recordingId: string, answer: KnownAnswer | null) {
      return changeClip(
        actor,
        recordingId,
        async (tx, clip, at) => {
          const marked = { ...clip, ...(await repo.setKnownAnswer(tx, recordingId, answer)) };
          if (!answer) return marked;
          const status = answer === 'good' ? 'validated' : 'rejected';
          if (clip.status === status) return marked;
          return decideAsAdmin(tx, marked, status, clip.reasons, at);
        },
        { action: 'review.known_answer', details: { answer } },
      );
    },

    /** Per language, how often the read-check agreed with the reviewers' votes (issue 35). */
    readCheckAgreement: () => readCheckAgreement(db, readCheckState),

    settings: () => loadSettings(db),

    /**
     * Changes the rules' numbers (audited). Clips waiting for votes that the new numbers already decide are
     * decided now, in the same transaction, as the next vote would have (tokens included).
     */
    async saveSettings(actor: AuthUser, settings: ReviewSettings): Promise<ReviewSettings> {
      const at = clock.now();
      await retryOnDeadlock(() =>
        transaction(db, async (tx) => {
          const before = await loadSettings(tx);
          await saveSettings(tx, settings, actor.id, at);
          let decided = 0;
          for (const clip of await repo.clipsDecidedUnder(tx, settings)) {
            if (await settleByVotes(ledger, tx, clip, settings, at)) decided++;
          }
          await insertAudit(tx, {
            action: 'review.settings',
            actorId: actor.id,
            details: { before, after: settings, decided },
            createdAt: at,
          });
        }),
      );
      return settings;
    },
  };
}

export type ReviewAdminService = ReturnType<typeof createReviewAdminService>;
