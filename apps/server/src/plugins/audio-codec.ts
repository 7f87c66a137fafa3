// FLAC checks and conversions off the event loop (audio/codec-pool.ts), one pool per process, closed with
// the app. Threads start on the first FLAC and stop when idle.
import fp from 'fastify-plugin';
import { createCodecPool, type CodecPool } from '../audio/codec-pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    audioCodec: Omit<CodecPool, 'close'>;
  }
}

export default fp(
  async (app) => {
    let pool: CodecPool | null = null;
    const get = () => (pool ??= createCodecPool(app.config.analyserThreads));
    app.decorate('audioCodec', {
      checkFlac: (file) => get().checkFlac(file),
      convert: (to, source) => get().convert(to, source),
    } satisfies Omit<CodecPool, 'close'>);
    app.addHook('onClose', async () => {
      await pool?.close();
      pool = null;
    });
  },
  { name: 'audio-codec' },
);
