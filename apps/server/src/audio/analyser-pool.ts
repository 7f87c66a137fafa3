// A worker-thread pool for the analyser (DESIGN §1: the event loop never does DSP). The size comes
// from config (ANALYSER_THREADS). In production the worker is the compiled analyser-worker.js beside
// this file; under Vitest/tsx this file is TypeScript, so the worker loads the .ts source through tsx
// with the contract's `source` export condition.
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { Piscina } from 'piscina';
import type { AnalyserReply, AnalyserTask } from './analyser-worker.js';
import { WavFormatError } from './wav.js';

export interface AnalyserPoolOptions {
  threads: number;
  /** Passed to every analysis; tests use it to exercise the energy fallback. */
  analyse?: AnalyserTask['options'];
}

export interface AnalyserPool {
  /**
   * Rejects with WavFormatError for bytes that are not 16 kHz mono 16-bit PCM WAV. With `transfer`, the
   * caller gives up `bytes`: their memory moves to the worker instead of being copied, and `bytes` is left
   * empty (detached) here.
   */
  analyse(
    bytes: Uint8Array,
    paragraph: string,
    language: RecordingLanguage,
    opts?: { transfer?: boolean },
  ): Promise<AudioAnalysis>;
  close(): Promise<void>;
}

function workerLocation(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(fromSource ? './analyser-worker.ts' : './analyser-worker.js', import.meta.url)
    .href;
  return { filename, execArgv: fromSource ? ['--conditions=source', '--import', 'tsx'] : [] };
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

export function createAnalyserPool({ threads, analyse: options }: AnalyserPoolOptions): AnalyserPool {
  const size = Math.max(1, Math.floor(threads));
  const { filename, execArgv } = workerLocation();
  const pool = new Piscina({ filename, execArgv, minThreads: size, maxThreads: size });
  return {
    async analyse(bytes, paragraph, language, opts) {
      const task: AnalyserTask = { bytes, paragraph, language, ...(options ? { options } : {}) };
      const buffer = opts?.transfer ? movable(bytes) : null;
      const reply = (await pool.run(task, buffer ? { transferList: [buffer] } : {})) as AnalyserReply;
      if (!reply.ok) throw new WavFormatError(reply.wavError.code, reply.wavError.message);
      return reply.analysis;
    },
    close: () => pool.destroy(),
  };
}
