// Evaluation (issue 5): run the analyser on a stored recording, keep its grade, metrics and reasons, and
// credit the tokens once. The grade and the ledger award are written in one transaction, and the award's
// UNIQUE constraint decides the single winner among concurrent calls; every caller then answers with what
// was stored, so repeated or concurrent calls all return the same result and credit nothing more.
import type { FastifyInstance } from 'fastify';
import { RECORDING_MESSAGES, tokensFor, type EvaluationResult } from '@dhvani/contract/recordings';
import type { Quality, RecordingLanguage } from '@dhvani/contract/enums';
import { WavFormatError } from '../../audio/wav.js';
import { notFound } from '../../lib/http-error.js';
import { StorageNotFoundError } from '../../storage/types.js';
import type { AuthUser } from '../../plugins/auth.js';
import { awardFor, creditAward } from '../rewards/ledger.js';
import { findRecording, saveEvaluation, type RecordingRow } from './repository.js';
import { wavErrorToHttp } from './audio-inspector.js';

export function createEvaluationService(app: FastifyInstance) {
  // Concurrent calls for one recording in this process share one analysis (the database still decides
  // the winner across processes); this only saves CPU.
  const inFlight = new Map<string, Promise<void>>();

  async function stored(id: string): Promise<EvaluationResult> {
    const [row, amount] = await Promise.all([findRecording(app.db, id), awardFor(app.db, id)]);
    if (!row?.quality || amount === null) throw notFound(RECORDING_MESSAGES.notFound);
    return { final_quality: row.quality as Quality, amount, recordingId: row.id, reasons: row.reasons };
  }

  async function analyseAndCredit(rec: RecordingRow): Promise<void> {
    const analysis = await app.analyser
      .analyseStored(rec, rec.transcript, rec.language as RecordingLanguage)
      .catch((err: unknown) => {
        if (err instanceof WavFormatError) throw wavErrorToHttp(err);
        if (err instanceof StorageNotFoundError) {
          app.log.error({ recordingId: rec.id }, 'stored audio is missing');
          throw notFound(RECORDING_MESSAGES.audioMissing);
        }
        throw err;
      });
    const at = app.clock.now();
    const amount = tokensFor(analysis.quality, rec.durationSeconds);
    const credited = await app.db.transaction(async (tx) => {
      const won = await creditAward(tx, {
        userId: rec.userId,
        recordingId: rec.id,
        amount,
        quality: analysis.quality,
        durationSeconds: rec.durationSeconds,
        at,
      });
      if (won) {
        await saveEvaluation(tx, rec.id, { ...analysis, at });
      }
      return won;
    });
    // The balance changed: the cached user row (GET /users/current shows rewardTokens) is stale.
    if (credited) app.authCache.invalidateUser(rec.userId);
  }

  /** Evaluates `rec` unless it already was; returns the stored result either way. */
  async function evaluateRecording(rec: RecordingRow): Promise<EvaluationResult> {
    if (!rec.quality) {
      let running = inFlight.get(rec.id);
      if (!running) {
        running = analyseAndCredit(rec).finally(() => inFlight.delete(rec.id));
        inFlight.set(rec.id, running);
      }
      await running;
    }
    return stored(rec.id);
  }

  return {
    evaluateRecording,
    /** The contributor path: the owner or an admin; anyone else learns nothing (404). */
    async evaluate(actor: AuthUser, id: string): Promise<EvaluationResult> {
      const rec = await findRecording(app.db, id);
      if (!rec || (rec.userId !== actor.id && actor.role !== 'admin')) {
        throw notFound(RECORDING_MESSAGES.notFound);
      }
      return evaluateRecording(rec);
    },
  };
}

export type EvaluationService = ReturnType<typeof createEvaluationService>;
