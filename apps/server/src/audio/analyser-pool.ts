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
  /** Rejects with WavFormatError for bytes that are not 16 kHz mono 16-bit PCM WAV. */
  analyse(bytes: Uint8Array, paragraph: string, language: RecordingLanguage): Promise<AudioAnalysis>;
  close(): Promise<void>;
}

function workerLocation(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(fromSource ? './analyser-worker.ts' : './analyser-worker.js', import.meta.url)
    .href;
  return { filename, execArgv: fromSource ? ['--conditions=source', '--import', 'tsx'] : [] };
}

export function createAnalyserPool({ threads, analyse: options }: AnalyserPoolOptions): AnalyserPool {
  const size = Math.max(1, Math.floor(threads));
  const { filename, execArgv } = workerLocation();
  const pool = new Piscina({ filename, execArgv, minThreads: size, maxThreads: size });
  return {
    async analyse(bytes, paragraph, language) {
      const task: AnalyserTask = { bytes, paragraph, language, ...(options ? { options } : {}) };
      const reply = (await pool.run(task)) as AnalyserReply;
      if (!reply.ok) throw new WavFormatError(reply.wavError.code, reply.wavError.message);
      return reply.analysis;
    },
    close: () => pool.destroy(),
  };
}
