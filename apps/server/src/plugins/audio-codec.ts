// FLAC checks and conversions off the event loop (audio/codec-pool.ts), one pool per process, closed with
// the app. Its thread starts on the first FLAC and stops when idle.
//
// One thread. When commits pile up, the analyser's threads already keep both cores busy, and a release
// converts one clip at a time, so a second thread adds little speed; but each thread is a V8 heap of its
// own with a clip's read and sample buffers, ~16 MB at the peak of 50 concurrent uploads
// (docs/decisions/0025).
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
    const get = () => (pool ??= createCodecPool(1));
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
