// The read-check as a process runs it (issue 35): espeak-ng reads the text (a separate program, awaited here,
// never linked), the audio threads turn that into reference features and compare the clip with them, and the
// references are kept per text (reference-cache.ts). Without espeak-ng the check reports itself unavailable
// and every clip `unchecked`: grading goes on without it (docs/decisions/0044).
import type { RecordingLanguage } from '@dhvani/contract/enums';
import type { ReadCheck, ReadCheckState } from '@dhvani/contract/read-check';
import type { ClipSource } from '../analyser-worker.js';
import { ClipFileMissingError } from '../analyser-pool.js';
import { audioThreadsOf, type AudioThreads } from '../audio-threads.js';
import type { ReadCheckReply, ReadCheckTask } from '../read-check-worker.js';
import { WavFormatError } from '../wav.js';
import {
  ESPEAK_VOICES,
  REFERENCE_WORDS_PER_MINUTE,
  SpeechSynthesisError,
  synthesise,
  synthesisAvailable,
  type SynthesisOptions,
} from './espeak.js';
import { createReferenceCache } from './reference-cache.js';

export type { ReadCheckState };

export interface ReadCheckerOptions {
  /** How many threads of its own, or the process's (a getter: they start only when a clip is checked). */
  threads: number | AudioThreads | (() => AudioThreads);
  enabled: boolean;
  /** Bytes of reference features kept (about 10 KB a sentence). */
  cacheBytes?: number;
  synthesis?: SynthesisOptions;
  /** Told once when espeak-ng is missing, and of a text it failed on. */
  warn?: (message: string) => void;
}

export interface ReadChecker {
  /** Runs espeak-ng once (at most) to learn whether the check can run here. */
  state(): Promise<ReadCheckState>;
  /**
   * Checks a clip (a file the threads read, or bytes copied to them) against `text`. `speechMask` is the
   * analyser's (one value per 32 ms frame). Rejects with WavFormatError or ClipFileMissingError as the
   * analyser does; every other problem is an `unchecked` result, never an error.
   */
  check(
    clip: ClipSource,
    speechMask: Uint8Array,
    text: string,
    language: RecordingLanguage,
  ): Promise<ReadCheck>;
  /** Has espeak-ng read `text` now, so a check soon after finds its reference ready (errors: the check's). */
  prepare(text: string, language: RecordingLanguage): void;
  close(): Promise<void>;
}

interface Kept {
  frames: Float32Array | null;
  byteLength: number;
}

const unchecked = (reason: NonNullable<ReadCheck['reason']>): ReadCheck => ({
  outcome: 'unchecked',
  score: null,
  confidence: null,
  reason,
});

export function createReadChecker(options: ReadCheckerOptions): ReadChecker {
  // Started on the first check, never by state(): a health check must not start the audio threads.
  let pool: ReturnType<typeof audioThreadsOf> | null = null;
  const threads = () =>
    (pool ??= audioThreadsOf(typeof options.threads === 'function' ? options.threads() : options.threads));
  const cache = createReferenceCache<Kept>(options.cacheBytes ?? 8 * 1024 * 1024);
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let state: Promise<ReadCheckState> | null = null;
  const run = async (task: ReadCheckTask, transferList: ArrayBuffer[] = []) =>
    (await threads().threads.run('read-check-worker', task, { transferList })) as ReadCheckReply;

  function probe(): Promise<ReadCheckState> {
    return (state ??= (async () => {
      if (!options.enabled) return 'off';
      if (await synthesisAvailable(options.synthesis)) return 'on';
      warn('espeak-ng is not installed: recordings are graded without the read-check (docs/decisions/0044)');
      return 'unavailable';
    })());
  }

  async function reference(text: string, language: RecordingLanguage): Promise<Kept> {
    const key = `${ESPEAK_VOICES[language]}\u0000${REFERENCE_WORDS_PER_MINUTE}\u0000${text}`;
    return cache.get(key, async () => {
      const wav = await synthesise(text, language, options.synthesis);
      const reply = await run({ kind: 'reference', wav }, [wav.buffer as ArrayBuffer]);
      const frames = reply.ok && 'frames' in reply ? reply.frames : null;
      // A text without speech is kept too (as a few bytes), so it is not synthesised again and again.
      return { frames, byteLength: frames?.byteLength ?? 64 };
    });
  }

  return {
    state: probe,
    async check(clip, speechMask, text, language) {
      const now = await probe();
      if (now !== 'on') return unchecked(now === 'off' ? 'off' : 'unavailable');
      const said = text.normalize('NFC').trim();
      if (!said) return unchecked('unsayable');
      let kept: Kept;
      try {
        kept = await reference(said, language);
      } catch (error) {
        if (error instanceof SpeechSynthesisError && error.code === 'missing') {
          state = Promise.resolve('unavailable');
          return unchecked('unavailable');
        }
        warn(`read-check: espeak-ng failed on a ${language} text (${(error as Error).message})`);
        return unchecked('failed');
      }
      if (!kept.frames) return unchecked('unsayable');
      const reply = await run({ kind: 'check', clip, speechMask, reference: kept.frames, language });
      if (reply.ok) return 'check' in reply ? reply.check : unchecked('failed');
      if ('missing' in reply) throw new ClipFileMissingError('file' in clip ? clip.file : '');
      throw new WavFormatError(reply.wavError.code, reply.wavError.message);
    },
    prepare(text, language) {
      const said = text.normalize('NFC').trim();
      void probe().then((now) =>
        now === 'on' && said ? reference(said, language).catch(() => undefined) : undefined,
      );
    },
    close: async () => {
      await pool?.close();
      pool = null;
    },
  };
}
