// The audio analyser's worker pool (DESIGN §1: the event loop never does DSP), one per process, sized by
// ANALYSER_THREADS. Started on first use, so processes and tests that never evaluate pay nothing for it,
// and closed with the app.
import type { AudioAnalysis } from '@dhvani/contract/audio-quality';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import fp from 'fastify-plugin';
import { createAnalyserPool, type AnalyserPool } from '../audio/analyser-pool.js';
import { createSemaphore } from '../lib/semaphore.js';

export interface Analyser {
  /**
   * Calls `load` only once a slot is free and keeps the slot until the analysis is back, so callers queued
   * behind a busy pool hold no audio: memory stays bounded however many evaluations arrive at once. The
   * loaded bytes move to the worker thread instead of being copied, so `load` must return bytes nobody
   * else uses.
   */
  analyse(
    load: () => Promise<Uint8Array>,
    paragraph: string,
    language: RecordingLanguage,
  ): Promise<AudioAnalysis>;
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
    app.decorate('analyser', {
      analyse(load, paragraph, language) {
        return slots.run(async () => {
          const bytes = await load();
          pool ??= createAnalyserPool({ threads: app.config.analyserThreads });
          return pool.analyse(bytes, paragraph, language, { transfer: true });
        });
      },
    } satisfies Analyser);
    app.addHook('onClose', async () => {
      await pool?.close();
      pool = null;
    });
  },
  { name: 'analyser' },
);
