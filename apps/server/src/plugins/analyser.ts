// The audio analyser's worker pool (DESIGN §1: the event loop never does DSP), one per process, sized by
// ANALYSER_THREADS. Started on first use, so processes and tests that never evaluate pay nothing for it,
// and closed with the app.
import fp from 'fastify-plugin';
import { createAnalyserPool, type AnalyserPool } from '../audio/analyser-pool.js';

export type Analyser = Pick<AnalyserPool, 'analyse'>;

declare module 'fastify' {
  interface FastifyInstance {
    analyser: Analyser;
  }
}

export default fp(
  async (app) => {
    let pool: AnalyserPool | null = null;
    app.decorate('analyser', {
      analyse(bytes, paragraph, language) {
        pool ??= createAnalyserPool({ threads: app.config.analyserThreads });
        return pool.analyse(bytes, paragraph, language);
      },
    } satisfies Analyser);
    app.addHook('onClose', async () => {
      await pool?.close();
      pool = null;
    });
  },
  { name: 'analyser' },
);
