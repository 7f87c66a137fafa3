// The analyser on the audio threads (audio-threads.ts; DESIGN §1: the event loop never does DSP), as many
// as config says (ANALYSER_THREADS). A clip long enough is measured by several threads at once, each
// running its share of the Silero lanes (VadPart), either reading the file itself (local storage) or on its
// own copy of the bytes; the frame-level grading of the joined result (well under a millisecond) happens
// here.
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { gradeClip, type ClipMeasurement } from './analyse.js';
import type { AnalyserReply, AnalyserTask, ClipSource, WarmUpTask } from './analyser-worker.js';
import { vadPartsFor } from './silero-vad.js';
import { audioThreadsOf, type AudioThreads } from './audio-threads.js';
import { WavFormatError } from './wav.js';

/** What the threads report for one clip: the first part's measurement and the others' scores. */
export interface ClipMeasurements {
  first: ClipMeasurement;
  others: ClipMeasurement['scores'][];
}

export interface AnalyserPoolOptions {
  /** The process's audio threads, or how many threads of its own to start. */
  threads: number | AudioThreads;
  /** Passed to every analysis; tests use it to exercise the energy fallback. */
  analyse?: AnalyserTask['options'];
}

/**
 * A clip on local disk, read by the worker threads themselves (`size` as recorded at upload: it only decides
 * how many threads share the clip), or bytes in memory.
 */
export type PoolClip = { file: string; size: number } | { bytes: Uint8Array; transfer?: boolean };

export class ClipFileMissingError extends Error {
  override readonly name = 'ClipFileMissingError';
  constructor(readonly file: string) {
    super(`No audio file at ${file}`);
  }
}

export interface AnalyserPool {
  /**
   * Rejects with WavFormatError for a clip that is not 16 kHz mono 16-bit PCM WAV, and with
   * ClipFileMissingError for a `file` that does not exist. For `bytes` with `transfer`, the caller gives
   * up the bytes: their memory moves to a worker instead of being copied (further threads sharing the clip
   * get copies), and `bytes` is left empty (detached) here.
   */
  analyse(clip: PoolClip, transcript: string, language: RecordingLanguage): Promise<AudioAnalysis>;
  /** The sample-level half of analyse(), for grading later with gradeClip (the same errors). */
  measure(clip: PoolClip): Promise<ClipMeasurements>;
  /** Starts every thread and loads the speech model in each (otherwise done by the first clips). */
  warmUp(): Promise<void>;
  /** Ends the threads if they are the pool's own (shared ones are ended by their owner). */
  close(): Promise<void>;
}

/**
 * Only a view over a whole, non-shared ArrayBuffer can move: a slice (e.g. of Node's small-Buffer pool)
 * would take its neighbours' memory with it, so such bytes are copied as before.
 */
function movable(bytes: Uint8Array): ArrayBuffer | null {
  const { buffer } = bytes;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  return whole && buffer instanceof ArrayBuffer ? buffer : null;
}

/** A canonical header's size: only for estimating the sample count, which only decides the split. */
const TYPICAL_WAV_HEADER_BYTES = 44;

export function createAnalyserPool({ threads, analyse: options }: AnalyserPoolOptions): AnalyserPool {
  const pool = audioThreadsOf(threads);
  const { size } = pool.threads;
  const run = (task: AnalyserTask | WarmUpTask, transferList: ArrayBuffer[] = []) =>
    pool.threads.run('analyser-worker', task, { transferList });

  async function measure(task: AnalyserTask, transferList: ArrayBuffer[] = []): Promise<ClipMeasurement> {
    const reply = (await run(task, transferList)) as AnalyserReply;
    if (reply.ok) return reply.measurement;
    if ('missing' in reply) throw new ClipFileMissingError('file' in task.clip ? task.clip.file : '');
    throw new WavFormatError(reply.wavError.code, reply.wavError.message);
  }

  /** Each part's source, and what to move with it. */
  function sources(clip: PoolClip, of: number): Array<[ClipSource, ArrayBuffer[]]> {
    // A file is read by every part's thread itself: nothing to copy or move.
    if ('file' in clip) return Array.from({ length: of }, () => [{ file: clip.file }, []]);
    // Every part gets bytes of its own, moved rather than cloned. (One SharedArrayBuffer would save the
    // copies, but its memory lives until every thread's garbage collector lets go of it: measured
    // 384 MB against 338 MB peak RSS over 50 concurrent evaluations.)
    // All copies are made before the first task is posted: posting moves `bytes` away.
    const { bytes } = clip;
    const mine = clip.transfer ? movable(bytes) : null;
    return Array.from({ length: of }, (_, index) => {
      const own = index === 0 && mine ? bytes : new Uint8Array(bytes);
      return [{ bytes: own }, [own.buffer as ArrayBuffer]];
    });
  }

  async function measureParts(clip: PoolClip): Promise<ClipMeasurements> {
    const bytes = 'bytes' in clip ? clip.bytes.byteLength : clip.size;
    const of = vadPartsFor(Math.max(0, bytes - TYPICAL_WAV_HEADER_BYTES) / 2, size);
    const base = options ? { options } : {};
    const parts = sources(clip, of).map(([source, transferList], index) =>
      measure({ ...base, clip: source, part: { index, of } }, transferList),
    );
    const [first, ...rest] = await Promise.all(parts);
    return { first: first!, others: rest.map((measurement) => measurement.scores) };
  }

  return {
    async analyse(clip, transcript, language) {
      const { first, others } = await measureParts(clip);
      return gradeClip(first, others, transcript, language);
    },
    measure: measureParts,
    async warmUp() {
      // One task per thread (a thread runs one at a time; they all start together, so each gets one).
      const task: WarmUpTask = { warmUp: true };
      await Promise.all(Array.from({ length: size }, () => run(task)));
    },
    close: () => pool.close(),
  };
}
