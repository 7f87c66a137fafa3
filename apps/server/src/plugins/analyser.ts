// The audio analyser, one per process, on the process's audio threads (plugins/audio-threads.ts; DESIGN §1:
// the event loop never does DSP). Started by warmUp() when the process grades in the background
// (recordings/grading.ts), otherwise on first use, so processes and tests that never grade pay nothing
// for it.
// A finished upload can be measured before it is committed (measureFile, started by the uploads feature as
// its last byte arrives), and checked against the text its contributor was last given; once it is a
// recording, its grading takes that measurement and check (measuredEarly) and only does the frame-level part,
// so the read-check is no longer part of the wait after Submit. Why: docs/decisions/0024.
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { ReadCheck } from '@dhvani/contract/read-check';
import fp from 'fastify-plugin';
import { gradeClip, speechMaskOf } from '../audio/analyse.js';
import {
  ClipFileMissingError,
  createAnalyserPool,
  type AnalyserPool,
  type ClipMeasurements,
  type PoolClip,
} from '../audio/analyser-pool.js';
import {
  createReadChecker,
  type ReadChecker,
  type ReadCheckState,
} from '../audio/read-check/read-checker.js';
import { createEarlyWork } from '../lib/early-work.js';
import { createSemaphore } from '../lib/semaphore.js';
import { StorageNotFoundError } from '../storage/types.js';

/** The text a finished upload most likely reads (the newest issued to its contributor). */
export interface ExpectedReading {
  text: string;
  language: RecordingLanguage;
}

/** What is known of an upload before it is committed. */
export interface EarlyAnalysis {
  measured: ClipMeasurements;
  /** Its read-check against the expected text; grading takes it only when the recording reads that text. */
  reading: (ExpectedReading & { check: ReadCheck }) | null;
}

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
   * Measures a clip file (`size` bytes) in the threads, as grading would (same errors), for a head start,
   * and read-checks it against `expected` when one is given (a failed check is left to grading).
   */
  measureFile(file: string, size: number, expected?: ExpectedReading | null): Promise<EarlyAnalysis>;
  /**
   * `measured` is recording `id`'s audio, measured before the recording existed: its grading takes it
   * instead of measuring the stored clip. Kept in memory only (at most 64, for an hour): a grading that
   * finds nothing here (another process, a restart, a failed measurement) measures the stored clip.
   */
  measuredEarly(id: string, measured: Promise<EarlyAnalysis>): void;
  /** Starts the threads and loads the speech model in each, so the first clip is graded at full speed. */
  warmUp(): Promise<void>;
  /** Whether grading checks that clips say their texts here (issue 35): on, off, or unavailable. */
  readCheckState(): Promise<ReadCheckState>;
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
    // A measurement is ~100 KB, and usually taken within a second (the commit wakes the grading job).
    const early = createEarlyWork<Promise<EarlyAnalysis>>();
    const started = () => (pool ??= createAnalyserPool({ threads: app.audioThreads.get() }));
    let checker: ReadChecker | null = null;
    const readChecker = () =>
      (checker ??= createReadChecker({
        threads: () => app.audioThreads.get(),
        enabled: app.config.readCheck.enabled,
        synthesis: { command: app.config.readCheck.espeakNg },
        warn: (message) => app.log.warn(message),
      }));
    // Measurements under way: closing waits for them, because a worker ended in the middle of a model run
    // takes the whole process down. Those still waiting for a slot are not started once closing.
    const running = new Set<Promise<unknown>>();
    let closing = false;
    const inSlot = <T>(work: () => Promise<T>, storageKey: string) => {
      const task = slots.run(async () => {
        if (closing) throw new Error('The analyser is closing.');
        return work().catch((err: unknown) => {
          throw err instanceof ClipFileMissingError ? new StorageNotFoundError(storageKey) : err;
        });
      });
      running.add(task);
      const done = () => void running.delete(task);
      task.then(done, done);
      return task;
    };
    const measure = (clip: () => Promise<PoolClip>, storageKey: string) =>
      inSlot(async () => started().measure(await clip()), storageKey);
    const storedClip = async (storageKey: string, sizeBytes: number): Promise<PoolClip> => {
      const file = app.storage.localPath(storageKey);
      return file
        ? { file, size: sizeBytes }
        : { bytes: await app.storage.readAll(storageKey), transfer: true };
    };

    app.decorate('analyser', {
      async analyseStored({ id, storageKey, sizeBytes }, transcript, language) {
        const head = id ? await early.take(id)?.catch(() => null) : null;
        const checkedEarly =
          head?.reading && head.reading.text === transcript && head.reading.language === language
            ? head.reading.check
            : null;
        // espeak-ng reads the text (its own process) while the stored clip is measured, as in measureFile.
        if (!checkedEarly) readChecker().prepare(transcript, language);
        const { first, others } =
          head?.measured ?? (await measure(() => storedClip(storageKey, sizeBytes), storageKey));
        // Issue 35: does the clip say its text? Compared on the speech the analyser found, in its own slot
        // (the clip is read again: a measured clip's bytes went to the threads).
        const mask = speechMaskOf(first, others);
        const readCheck =
          checkedEarly ??
          (await inSlot(async () => {
            const clip = await storedClip(storageKey, sizeBytes);
            return readChecker().check(
              'file' in clip ? { file: clip.file } : { bytes: clip.bytes },
              mask,
              transcript,
              language,
            );
          }, storageKey));
        return gradeClip(first, others, transcript, language, readCheck);
      },
      measureFile: (file, size, expected) =>
        inSlot(async () => {
          // espeak-ng reads the expected text (its own process) while the threads measure the clip.
          if (expected) readChecker().prepare(expected.text, expected.language);
          const measured = await started().measure({ file, size });
          if (!expected) return { measured, reading: null };
          const mask = speechMaskOf(measured.first, measured.others);
          const check = await readChecker()
            .check({ file }, mask, expected.text, expected.language)
            .catch(() => null);
          return { measured, reading: check ? { ...expected, check } : null };
        }, file),
      measuredEarly(id, measured) {
        // A failure is the grading's to find (it then measures the stored clip), not reported here.
        measured.catch(() => undefined);
        early.put(id, measured);
      },
      // espeak-ng is tried while starting too, so a missing one is told in the start-up log.
      warmUp: async () => void (await Promise.all([started().warmUp(), readChecker().state()])),
      readCheckState: () => readChecker().state(),
    } satisfies Analyser);
    app.addHook('onClose', async () => {
      closing = true;
      await Promise.allSettled([...running]);
      pool = null;
    });
  },
  { name: 'analyser', dependencies: ['storage', 'audio-threads'] },
);
