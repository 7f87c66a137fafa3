// The process's audio threads (audio/audio-threads.ts), shared by the analyser and the FLAC checks and
// conversions, as many as ANALYSER_THREADS. Started on first use (the analyser's warm-up at start-up, when
// the process grades), so processes and tests that never touch audio pay nothing for them. Registered
// before the analyser and the codec, so it closes after them (onClose hooks run in reverse order): the
// analyser waits for its running measurements before the threads end.
import fp from 'fastify-plugin';
import { createAudioThreads, type AudioThreads } from '../audio/audio-threads.js';

declare module 'fastify' {
  interface FastifyInstance {
    audioThreads: { get(): AudioThreads };
  }
}

export default fp(
  async (app) => {
    let threads: AudioThreads | null = null;
    app.decorate('audioThreads', { get: () => (threads ??= createAudioThreads(app.config.analyserThreads)) });
    app.addHook('onClose', async () => {
      await threads?.close();
      threads = null;
    });
  },
  { name: 'audio-threads' },
);
