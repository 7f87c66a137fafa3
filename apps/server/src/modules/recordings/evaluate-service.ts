// Evaluation (issues 5 and 20): the answer to "what is this recording's grade?". Grading itself is a job
// (grading-job.ts) that the upload enqueued; evaluate returns the stored result, or waits for the job: it
// runs it here at once if no process holds it, otherwise waits for whoever does, up to a bound, and then
// answers 202 so the client asks again (evaluate only, never the upload). Built once per app (grading.ts)
// and used by the contributor's and the admin's routes alike.
import { RECORDING_MESSAGES, type GradingPending } from '@dhvani/contract/recordings';
import type { Quality } from '@dhvani/contract/enums';
import type { QualityReason } from '@dhvani/contract/quality-reasons';
import type { ReadCheck } from '@dhvani/contract/read-check';
import { WavFormatError, type WavErrorCode } from '../../audio/wav.js';
import type { Db } from '../../db/database.js';
import type { JobError } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { requireAccess, type Actor } from '../../access/policy.js';
import type { Jobs } from '../jobs/plugin.js';
import { awardFor } from '../rewards/ledger.js';
import { GRADING_ERROR, gradeRecordingJob } from './grading-job.js';
import { findRecording, type RecordingRow } from './repository.js';
import { wavErrorToHttp } from './audio-inspector.js';

/** A recording's grade and the tokens it credited (the wire's final_quality and amount: evaluation-reply.ts). */
export interface Evaluation {
  recordingId: string;
  quality: Quality;
  tokens: number;
  reasons: QualityReason[];
  /** Whether the clip says its text (issue 35); null: not checked. */
  readCheck: ReadCheck | null;
}

export type EvaluationAnswer = { graded: Evaluation } | { pending: GradingPending };

export interface EvaluationDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueue' | 'latest' | 'retryFailed' | 'runNow' | 'wait'>;
  /** How long one call waits for grading before it answers 202. */
  waitMs: number;
}

/** What a failed grading attempt means for the caller. */
function gradingError(error: JobError | null): HttpError {
  const code = error?.code ?? '';
  if (code === GRADING_ERROR.audioMissing) return notFound(RECORDING_MESSAGES.audioMissing);
  if (code.startsWith(GRADING_ERROR.wavPrefix)) {
    const wavCode = code.slice(GRADING_ERROR.wavPrefix.length) as WavErrorCode;
    return wavErrorToHttp(new WavFormatError(wavCode, error?.message ?? ''));
  }
  return new HttpError(500, RECORDING_MESSAGES.gradingFailed);
}

export function createEvaluationService(deps: EvaluationDeps) {
  const { db, jobs } = deps;

  async function stored(id: string): Promise<Evaluation> {
    const [row, tokens] = await Promise.all([findRecording(db, id), awardFor(db, id)]);
    if (!row?.quality || tokens === null) throw notFound(RECORDING_MESSAGES.notFound);
    return {
      recordingId: row.id,
      quality: row.quality,
      tokens,
      reasons: row.reasons,
      readCheck: row.readCheck ?? null,
    };
  }

  /**
   * The job that will grade this recording (the open one, a failed one given another go, or a new one),
   * and how many of its attempts are already over.
   */
  async function gradingJobFor(recordingId: string): Promise<{ id: string; attemptsOver: number }> {
    const latest = await jobs.latest(gradeRecordingJob, recordingId);
    if (latest?.state === 'queued') return { id: latest.id, attemptsOver: latest.attempts };
    if (latest?.state === 'running') return { id: latest.id, attemptsOver: latest.attempts - 1 };
    if (latest?.state === 'failed' && (await jobs.retryFailed(latest.id)))
      return { id: latest.id, attemptsOver: 0 };
    // Graded between our read of the recording and this one (another process's job just finished): that
    // job's result is the answer; a new job would only grade the clip a second time.
    if (latest?.state === 'succeeded' && (await findRecording(db, recordingId))?.quality)
      return { id: latest.id, attemptsOver: latest.attempts };
    // None (or one that finished without a grade): the key makes concurrent callers share one new job.
    const id = await jobs.enqueue(db, gradeRecordingJob, { recordingId }, { key: recordingId });
    return { id, attemptsOver: 0 };
  }

  /** The stored result, once grading is done; `pending` when it is still going on after the wait. */
  async function evaluateRecording(rec: RecordingRow): Promise<EvaluationAnswer> {
    if (rec.quality) return { graded: await stored(rec.id) };
    const job = await gradingJobFor(rec.id);
    await jobs.runNow(gradeRecordingJob, job.id);
    const outcome = await jobs.wait(job.id, deps.waitMs, job.attemptsOver);
    switch (outcome.status) {
      case 'succeeded':
        return { graded: await stored(rec.id) };
      case 'pending':
        return {
          pending: { recordingId: rec.id, status: outcome.job.state === 'running' ? 'running' : 'queued' },
        };
      case 'missing':
        throw new HttpError(500, RECORDING_MESSAGES.gradingFailed);
      default:
        throw gradingError(outcome.job.error);
    }
  }

  return {
    evaluateRecording,
    /** The contributor path: whoever the policy lets evaluate it; anyone else learns nothing (404). */
    async evaluate(actor: Actor, id: string): Promise<EvaluationAnswer> {
      const rec = await findRecording(db, id);
      return evaluateRecording(requireAccess(actor, 'recording.evaluate', rec, RECORDING_MESSAGES.notFound));
    },
  };
}

export type EvaluationService = ReturnType<typeof createEvaluationService>;
