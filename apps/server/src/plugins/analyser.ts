// The audio analyser's worker pool (DESIGN §1: the event loop never does DSP), one per process, sized by
// ANALYSER_THREADS. Started by warmUp() when the process grades in the background (recordings/grading.ts),
// otherwise on first use, so processes and tests that never grade pay nothing for it; closed with the app.
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import fp from 'fastify-plugin';
import {
  ClipFileMissingError,
  createAnalyserPool,
  type AnalyserPool,
  type PoolClip,
} from '../audio/analyser-pool.js';
import { createSemaphore } from '../lib/semaphore.js';
import { StorageNotFoundError } from '../storage/types.js';

export interface Analyser {
  /**
   * Grades a stored clip (`sizeBytes` as recorded at upload). Rejects with StorageNotFoundError when it is
   * not there and with WavFormatError when it is not a 16 kHz mono 16-bit PCM WAV. The clip is read only once a slot is
   * free and the slot is kept until the analysis is back, so callers queued behind a busy pool hold no
   * audio: memory stays bounded however many evaluations arrive at once. A clip on local disk is read by
   * the worker threads themselves; one in object storage is downloaded here and moved to them.
   */
  analyseStored(
    stored: { storageKey: string; sizeBytes: number },
    transcript: string,
    language: RecordingLanguage,
  ): Promise<AudioAnalysis>;
  /** Starts the threads and loads the speech model in each, so the first clip is graded at full speed. */
  warmUp(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analyser: Analyser;
  }
}

export default fp(
  async (app) => {
    let pool: AnalyserPool | null = null;
    // One clip in flight per thread. A long clip keeps every thread busy on its own (the pool shares it
    // out), so letting more in would only hold their audio in memory while they wait.
    const slots = createSemaphore(app.config.analyserThreads);
    const started = () => (pool ??= createAnalyserPool({ threads: app.config.analyserThreads }));
    app.decorate('analyser', {
      analyseStored({ storageKey, sizeBytes }, transcript, language) {
        return slots.run(async () => {
          const file = app.storage.localPath(storageKey);
          const clip: PoolClip = file
            ? { file, size: sizeBytes }
            : { bytes: await app.storage.readAll(storageKey), transfer: true };
          return started()
            .analyse(clip, transcript, language)
            .catch((err: unknown) => {
              throw err instanceof ClipFileMissingError ? new StorageNotFoundError(storageKey) : err;
            });
        });
      },
      warmUp: () => started().warmUp(),
    } satisfies Analyser);
    app.addHook('onClose', async () => {
      await pool?.close();
      pool = null;
    });
  },
  { name: 'analyser', dependencies: ['storage'] },
);
