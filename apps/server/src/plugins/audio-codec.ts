// FLAC checks and conversions off the event loop (audio/codec-pool.ts), one per process, on the process's
// audio threads (plugins/audio-threads.ts), which the analyser shares. A check goes ahead of the
// measurements waiting there; each thread costs a V8 heap and a clip's buffers, so a separate codec thread
// was ~13 MB at the peak of 50 concurrent uploads for nothing (docs/decisions/0025, 0029).
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
    const get = () => (pool ??= createCodecPool(app.audioThreads.get()));
    app.decorate('audioCodec', {
      checkFlac: (file) => get().checkFlac(file),
      convert: (to, source) => get().convert(to, source),
    } satisfies Omit<CodecPool, 'close'>);
  },
  { name: 'audio-codec', dependencies: ['audio-threads'] },
);
