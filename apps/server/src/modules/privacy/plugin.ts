// The privacy feature's wiring (issue 23, docs/privacy.md): the public notice endpoint; a person's data
// exports (one service, `app.dataExports`, and the job that builds them); their part in account deletion; the
// periodic retention clean-up.
import path from 'node:path';
import fp from 'fastify-plugin';
import { createStaging } from '../../storage/staging.js';
import { exportJobHandler, exportJobKind } from './export-job.js';
import exportRoutes from './export-routes.js';
import { createExportService, type ExportService } from './export-service.js';
import { exportKeysOf } from './exports-repository.js';
import noticeRoutes from './notice-routes.js';
import { retentionJobHandler, retentionJobKind } from './retention-job.js';

declare module 'fastify' {
  interface FastifyInstance {
    dataExports: ExportService;
  }
}

export default fp(
  async (app) => {
    const { db, clock, storage, jobs } = app;
    // Archives are written here, then moved into storage; what a crash left is removed at start-up.
    const staging = createStaging(path.join(app.config.dataDir, 'tmp', 'exports'));
    jobs.register(exportJobKind, exportJobHandler({ db, clock, storage, staging }));
    jobs.register(retentionJobKind, retentionJobHandler({ db, clock, storage }));
    app.decorate('dataExports', createExportService({ db, clock, storage, jobs }));
    app.accountDeletion.register('data-exports', async (tx, userId) => {
      // The rows go with the user (ON DELETE CASCADE); the files after the commit.
      const keys = await exportKeysOf(tx, userId);
      return async () => {
        await Promise.all(keys.map((key) => storage.delete(key)));
      };
    });
    app.addHook('onReady', async () => {
      await staging.sweep();
    });
    await app.register(noticeRoutes);
    await app.register(exportRoutes);
  },
  { name: 'privacy', dependencies: ['auth', 'jobs', 'storage', 'account-deletion'] },
);
