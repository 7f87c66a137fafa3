// The sentences feature's wiring (issue 32, docs/sentences.md): the built-in corpus synced into the database at
// start-up, the reading-text service (`app.readingTexts`: issue a text, vouch for an upload's), the prune of old
// reading texts, and the routes that issue texts.
import fp from 'fastify-plugin';
import { syncBuiltinCorpus } from './corpus-sync.js';
import { pruneReadingTextsHandler, pruneReadingTextsKind } from './prune-job.js';
import { createReadingTexts, type ReadingTexts } from './reading-texts.js';
import readingTextRoutes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    readingTexts: ReadingTexts;
  }
}

export default fp(
  async (app) => {
    const { db, clock, jobs } = app;
    app.decorate(
      'readingTexts',
      createReadingTexts({ db, clock, sentencesPerText: app.config.sentences.perReadingText }),
    );
    jobs.register(pruneReadingTextsKind, pruneReadingTextsHandler({ db, clock }));
    // Before the server takes requests, so the first text issued comes from an up-to-date corpus.
    app.addHook('onReady', async () => {
      const synced = await syncBuiltinCorpus(db, clock);
      if (synced.inserted || synced.retired || synced.linked)
        app.log.info(synced, 'built-in sentences synced');
    });
    await app.register(readingTextRoutes);
  },
  { name: 'sentences', dependencies: ['auth', 'jobs'] },
);
