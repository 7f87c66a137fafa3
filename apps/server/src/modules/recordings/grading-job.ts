// Grading as a background job (issue 20: the server owns grading). The upload enqueues it in the transaction
// that commits the recording, so every stored recording gets graded whether or not its contributor ever
// calls evaluate. The handler runs the analyser and writes the grade and the ledger award in one transaction;
// the award's UNIQUE constraint makes a second run (a retry, or a lease taken over from a worker that died
// after committing) credit nothing more.
import { z } from 'zod';
import { RECORDING_MESSAGES, tokensFor } from '@dhvani/contract/recordings';
import type { AudioMetrics } from '@dhvani/contract/audio-quality';
import type { Quality } from '@dhvani/contract/enums';
import type { ReadCheck } from '@dhvani/contract/read-check';
import { WavFormatError } from '../../audio/wav.js';
import type { Db } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { Analyser } from '../../plugins/analyser.js';
import { StorageNotFoundError } from '../../storage/types.js';
import { defineJobKind, PermanentJobError, type JobHandlerOptions } from '../jobs/kind.js';
import type { Ledger } from '../rewards/ledger.js';
import { findRecording, lockRecording, saveEvaluation, type RecordingRow } from './repository.js';

export const gradeRecordingJob = defineJobKind('recording.grade', z.object({ recordingId: z.uuid() }));
export type GradeRecordingPayload = z.infer<typeof gradeRecordingJob.payload>;

/** Error codes of a failed grading job, read back by the evaluation service. */
export const GRADING_ERROR = {
  audioMissing: 'audio-missing',
  /** Followed by the WavFormatError code: `wav:<code>`. */
  wavPrefix: 'wav:',
} as const;

/** A recording that has just been graded, as the hooks of other features see it. */
export interface GradedRecording {
  recording: RecordingRow;
  quality: Quality;
  metrics: AudioMetrics;
  /** Whether it says its text (issue 35); null where it was not checked. */
  readCheck: ReadCheck | null;
  at: Date;
}

/**
 * Work another feature does when a recording is first graded, in the grading's own transaction, so the two
 * commit together or not at all (peer review's triage: the clip enters the queue, or is rejected).
 */
export type GradedHook = (tx: Db, graded: GradedRecording) => Promise<void>;

export interface GradingDeps {
  db: Db;
  clock: Clock;
  analyser: Analyser;
  ledger: Pick<Ledger, 'credit'>;
  /** Run in order, in the transaction that saves the first grade. */
  afterGrade?: readonly GradedHook[];
}

export function gradingHandler(deps: GradingDeps, threads: number): JobHandlerOptions<GradeRecordingPayload> {
  return {
    // No more at once than there are analyser threads: a process would only hold jobs that other processes
    // could be running.
    concurrency: threads,
    maxAttempts: 5,
    async handler({ payload: { recordingId }, signal, log }) {
      const rec = await findRecording(deps.db, recordingId);
      if (!rec) return { outcome: 'recording deleted' };
      if (rec.quality) return { outcome: 'already graded', quality: rec.quality };
      const analysis = await deps.analyser
        .analyseStored(rec, rec.transcript, rec.language)
        .catch((err: unknown) => {
          if (err instanceof WavFormatError) {
            throw new PermanentJobError(err.message, `${GRADING_ERROR.wavPrefix}${err.code}`);
          }
          if (err instanceof StorageNotFoundError) {
            log.error({ recordingId }, 'stored audio is missing');
            throw new PermanentJobError(RECORDING_MESSAGES.audioMissing, GRADING_ERROR.audioMissing);
          }
          throw err;
        });
      signal.throwIfAborted();
      const at = deps.clock.now();
      const amount = tokensFor(analysis.quality, rec.durationSeconds);
      const credited = await transaction(deps.db, async (tx) => {
        // Locked first, so an admin delete or an account deletion either happened before (nothing to
        // credit) or waits and then sees (and reverses or anonymises) this award.
        if (!(await lockRecording(tx, rec.id))) return null;
        const won = await deps.ledger.credit(tx, {
          userId: rec.userId,
          recordingId: rec.id,
          amount,
          quality: analysis.quality,
          durationSeconds: rec.durationSeconds,
          at,
        });
        if (!won) return false;
        await saveEvaluation(tx, rec.id, { ...analysis, at });
        const graded = {
          recording: rec,
          quality: analysis.quality,
          metrics: analysis.metrics,
          readCheck: analysis.readCheck ?? null,
          at,
        };
        for (const hook of deps.afterGrade ?? []) await hook(tx, graded);
        return true;
      });
      if (credited === null) return { outcome: 'recording deleted' };
      return { outcome: credited ? 'graded' : 'already graded', quality: analysis.quality, amount };
    },
  };
}
