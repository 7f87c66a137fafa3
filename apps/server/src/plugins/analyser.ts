// The audio analyser, one per process, on the process's audio threads (plugins/audio-threads.ts; DESIGN §1:
// the event loop never does DSP). Started by warmUp() when the process grades in the background
// (recordings/grading.ts), otherwise on first use, so processes and tests that never grade pay nothing
// for it.
// A finished upload can be measured before it is committed (measureEarly); its grading then only does the
// frame-level part (audio/early-measurements.ts).
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import fp from 'fastify-plugin';
import { gradeClip } from '../audio/analyse.js';
import {
  ClipFileMissingError,
  createAnalyserPool,
  type AnalyserPool,
  type PoolClip,
} from '../audio/analyser-pool.js';
import { createEarlyMeasurements } from '../audio/early-measurements.js';
import { createSemaphore } from '../lib/semaphore.js';
import { StorageNotFoundError } from '../storage/types.js';

export interface Analyser {
  /**
   * Grades a stored clip (`sizeBytes` as recorded at upload). Rejects with StorageNotFoundError when it is
   * not there and with WavFormatError when it is not a 16 kHz mono 16-bit PCM WAV. The clip is read only once a slot is
   * free and the slot is kept until the analysis is back, so callers queued behind a busy pool hold no
   * audio: memory stays bounded however many evaluations arrive at once. A clip on local disk is read by
   * the worker threads themselves; one in object storage is downloaded here and moved to them. A recording
   * (`id`) measured early, as its upload finished, is graded from that measurement.
   */
  analyseStored(
    stored: { id?: string; storageKey: string; sizeBytes: number },
    transcript: string,
    language: RecordingLanguage,
  ): Promise<AudioAnalysis>;
  /**
   * Measures a finished upload's file (`size` bytes) in the background, filed under `key` (the upload's id)
   * until `adoptEarly` files it under the recording the upload became. Nothing is reported: a grading that
   * finds no measurement measures the stored clip itself.
   */
  measureEarly(key: string, file: string, size: number): void;
  adoptEarly(from: string, to: string): void;
  forgetEarly(key: string): void;
  /** Starts the threads and loads the speech model in each, so the first clip is graded at full speed. */
  warmUp(): Promise<void>;
  /** How many clips the threads have measured since start (what an early measurement saves is one). */
  measuredClips(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    analyser: Analyser;
  }
}

export default fp(
  async (app) => {
    let pool: AnalyserPool | null = null;
    let measured = 0;
    // One clip in flight per thread. A long clip keeps every thread busy on its own (the pool shares it
    // out), so letting more in would only hold their audio in memory while they wait.
    const slots = createSemaphore(app.config.analyserThreads);
    const early = createEarlyMeasurements();
    const started = () => (pool ??= createAnalyserPool({ threads: app.audioThreads.get() }));
    // Measurements under way: closing waits for them, because a worker ended in the middle of a model run
    // takes the whole process down. Those still waiting for a slot are not started once closing.
    const running = new Set<Promise<unknown>>();
    let closing = false;
    const measure = (clip: () => Promise<PoolClip>, storageKey: string) => {
      const task = slots.run(async () => {
        if (closing) throw new Error('The analyser is closing.');
        measured += 1;
        return started()
          .measure(await clip())
          .catch((err: unknown) => {
            throw err instanceof ClipFileMissingError ? new StorageNotFoundError(storageKey) : err;
          });
      });
      running.add(task);
      const done = () => void running.delete(task);
      task.then(done, done);
      return task;
    };

    app.decorate('analyser', {
      async analyseStored({ id, storageKey, sizeBytes }, transcript, language) {
        const measuredEarly = id ? await early.take(id)?.catch(() => null) : null;
        const { first, others } =
          measuredEarly ??
          (await measure(async () => {
            const file = app.storage.localPath(storageKey);
            return file
              ? { file, size: sizeBytes }
              : { bytes: await app.storage.readAll(storageKey), transfer: true };
          }, storageKey));
        return gradeClip(first, others, transcript, language);
      },
      measureEarly(key, file, size) {
        early.start(key, () => measure(async () => ({ file, size }), file));
      },
      adoptEarly: (from, to) => early.rename(from, to),
      forgetEarly: (key) => early.forget(key),
      warmUp: () => started().warmUp(),
      measuredClips: () => measured,
    } satisfies Analyser);
    app.addHook('onClose', async () => {
      closing = true;
      await Promise.allSettled([...running]);
      pool = null;
    });
  },
  { name: 'analyser', dependencies: ['storage', 'audio-threads'] },
);
