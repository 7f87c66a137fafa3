// The recordings feature's wiring: the upload service, built once for every upload path
// (`app.recordingUploads`), the contributor's reads (`app.recordingReads`), its part in account deletion, the
// start-up sweep of an earlier crash's leftovers, and its routes. Grading and the evaluation service are wired
// in grading.ts.
import fp from 'fastify-plugin';
import { registerRecordingsAccountDeletion } from './account-deletion.js';
import { createRecordingDeletion, type RecordingDeletionService } from './delete-service.js';
import readRoutes from './read-routes.js';
import { createRecordingReads, type RecordingReads } from './read-service.js';
import recordingRoutes from './routes.js';
import { sweepOrphans } from './sweep.js';
import { createUploadService, type UploadService } from './upload-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    recordingUploads: UploadService;
    recordingReads: RecordingReads;
    recordingDeletion: RecordingDeletionService;
  }
}

export default fp(
  async (app) => {
    app.decorate('recordingUploads', createUploadService(app, app.consents));
    app.decorate('recordingReads', createRecordingReads(app));
    const { db, clock, storage, ledger, log } = app;
    app.decorate('recordingDeletion', createRecordingDeletion({ db, clock, storage, ledger, log }));
    registerRecordingsAccountDeletion(app);
    // Before the server takes requests: nothing of this process is in flight yet.
    app.addHook('onReady', async () => {
      const swept = await sweepOrphans({ db: app.db, storage: app.storage, staging: app.uploadStaging });
      if (swept.staged || swept.orphans) app.log.warn(swept, 'removed upload leftovers of an earlier crash');
    });
    await app.register(recordingRoutes);
    await app.register(readRoutes);
  },
  {
    name: 'recordings',
    dependencies: [
      'consents',
      'rewards',
      'sentences',
      'storage',
      'audio-codec',
      'jobs',
      'account-deletion',
      'grading',
    ],
  },
);
