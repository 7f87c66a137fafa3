// The recogniser's call as a background job of its own (decision 0049), enqueued in the transaction that saves
// a clip's first grade: grading and the Thank You step never wait for it, a slow or failing endpoint only
// delays a number. A failure is retried with a growing wait; when the attempts are spent, or the endpoint
// refuses the clip as such (a 4xx), the clip's CER is recorded as unavailable with why: never a crash, and
// never a job left failing without a record.
import { z } from 'zod';
import { matchLocale } from '@dhvani/contract/locales';
import type { Transcription } from '@dhvani/contract/transcription';
import type { Db } from '../../db/database.js';
import type { Storage } from '../../storage/types.js';
import { StorageNotFoundError } from '../../storage/types.js';
import { defineJobKind, type JobHandlerOptions } from '../jobs/kind.js';
import { storedFormat } from '../recordings/repository.js';
import { characterErrorRate } from './cer.js';
import { transcribe, TranscriberError, type TranscriberSettings } from './client.js';
import { clipForTranscription, saveTranscription } from './repository.js';

export const transcribeRecordingJob = defineJobKind(
  'recording.transcribe',
  z.object({ recordingId: z.uuid() }),
);
export type TranscribeRecordingPayload = z.infer<typeof transcribeRecordingJob.payload>;

/** Attempts before the CER is recorded unavailable: waits of 15 s, 30 s, 60 s between them. */
export const TRANSCRIBE_ATTEMPTS = 4;

export interface TranscriptionDeps {
  db: Db;
  storage: Pick<Storage, 'readAll'>;
  settings: TranscriberSettings;
}

export function transcriptionHandler(deps: TranscriptionDeps): JobHandlerOptions<TranscribeRecordingPayload> {
  const { db, settings } = deps;
  const save = (id: string, result: Omit<Transcription, 'model'>) =>
    saveTranscription(db, id, { ...result, model: settings.model });
  return {
    // One call at a time per process: with the default JOB_CONCURRENCY of 4 and grading's one per analyser
    // thread (2), a slow endpoint never holds a slot grading could use.
    concurrency: 1,
    maxAttempts: TRANSCRIBE_ATTEMPTS,
    backoffMs: 15_000,
    maxBackoffMs: 5 * 60_000,
    async handler({ payload: { recordingId }, attempt, signal, log }) {
      const clip = await clipForTranscription(db, recordingId);
      if (!clip) return { outcome: 'recording deleted' };
      if (clip.transcription) return { outcome: 'already done', cer: clip.transcription.cer };
      const bytes = await deps.storage.readAll(clip.storageKey).catch((err: unknown) => {
        if (err instanceof StorageNotFoundError) return null;
        throw err;
      });
      if (!bytes) return { outcome: 'recording deleted' };
      try {
        const heard = await transcribe(
          settings,
          { bytes, format: storedFormat(clip.storageKey), language: matchLocale(clip.language) ?? 'en' },
          signal,
        );
        const cer = characterErrorRate(clip.transcript, heard);
        if (cer === null) {
          await save(recordingId, {
            outcome: 'unavailable',
            cer: null,
            reason: 'the text has no characters',
          });
          return { outcome: 'unavailable' };
        }
        await save(recordingId, { outcome: 'measured', cer });
        return { outcome: 'measured', cer };
      } catch (err) {
        // Shutting down: the job is handed back as it is, to be tried again by the next process.
        signal.throwIfAborted();
        if (!(err instanceof TranscriberError) || (err.retryable && attempt < TRANSCRIBE_ATTEMPTS)) throw err;
        log.warn({ recordingId, reason: err.message, attempt }, 'the recogniser gave no CER for a clip');
        await save(recordingId, { outcome: 'unavailable', cer: null, reason: err.message });
        return { outcome: 'unavailable', reason: err.message };
      }
    },
  };
}
