// Collecting sentences (issue 32, docs/sentences.md): an admin's imports (checked, then added, by a background
// job), the community's proposals, reviews and reports, the admin's overview and decisions, and, when an LLM is
// configured, its top-ups for languages and domains that run short. Above `sentences`, whose rows it fills.
import fp from 'fastify-plugin';
import { SENTENCE_ADMIN_MESSAGES } from '@dhvani/contract/sentence-admin';
import { SENTENCE_COMMUNITY_MESSAGES } from '@dhvani/contract/sentence-community';
import { SENTENCE_IMPORT_MESSAGES } from '@dhvani/contract/sentence-imports';
import { registerMessageTable } from '../../lib/message-codes.js';
import { communityRoutes } from './community-routes.js';
import { createCommunityService } from './community-service.js';
import { importJobHandler, importJobKind, pruneImportsHandler, pruneImportsKind } from './import-job.js';
import { importRoutes } from './import-routes.js';
import { createImportService } from './import-service.js';
import { llmTopUpHandler, llmTopUpKind } from './llm-job.js';
import { createLlmSource } from './llm-source.js';
import { sentenceAdminRoutes } from './sentence-admin-routes.js';
import { createSentenceAdminService } from './sentence-admin-service.js';

registerMessageTable('sentence', SENTENCE_COMMUNITY_MESSAGES);
registerMessageTable('sentenceImport', SENTENCE_IMPORT_MESSAGES);
registerMessageTable('sentenceAdmin', SENTENCE_ADMIN_MESSAGES);

export default fp(
  async (app) => {
    const { db, clock, jobs, storage } = app;
    const maxRecordings = app.config.sentences.maxRecordings;
    jobs.register(importJobKind, importJobHandler({ db, clock, storage }));
    jobs.register(pruneImportsKind, pruneImportsHandler({ db, clock }));
    if (app.config.llm) {
      const llm = createLlmSource(app.config.llm, app.log);
      jobs.register(llmTopUpKind, llmTopUpHandler({ db, clock, llm, maxRecordings }));
    }
    await app.register(importRoutes(createImportService({ db, clock, storage, jobs })));
    await app.register(communityRoutes(createCommunityService({ db, clock })));
    await app.register(sentenceAdminRoutes(createSentenceAdminService({ db, clock, maxRecordings })));
  },
  { name: 'sentence-collection', dependencies: ['auth', 'jobs', 'storage', 'sentences'] },
);
