// The prompts feature's wiring: one prompt service (the LLM client when configured, the bank otherwise,
// the last transcript per user in the database), then its route.
import fp from 'fastify-plugin';
import { createDbLastTranscriptStore } from './repository.js';
import promptRoutes from './routes.js';
import { createPromptService, type PromptService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    prompts: PromptService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'prompts',
      createPromptService({
        llm: app.config.llm,
        lastTranscriptStore: createDbLastTranscriptStore(app.db, app.clock),
        logger: app.log,
      }),
    );
    await app.register(promptRoutes);
  },
  { name: 'prompts', dependencies: ['auth'] },
);
