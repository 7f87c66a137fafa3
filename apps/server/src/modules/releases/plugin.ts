// The releases feature (issue 22, docs/datasets.md): the build job's handler, the service and the admin routes.
import path from 'node:path';
import fp from 'fastify-plugin';
import { releaseJobHandler, buildReleaseJob } from './release-job.js';
import { releaseRoutes } from './routes.js';
import { createReleaseService } from './service.js';

export default fp(
  async (app) => {
    app.jobs.register(
      buildReleaseJob,
      releaseJobHandler({
        db: app.db,
        clock: app.clock,
        storage: app.storage,
        audioCodec: app.audioCodec,
        licence: app.config.releaseLicense,
        readCheckState: () => app.analyser.readCheckState(),
        workRoot: path.join(app.config.dataDir, 'tmp', 'releases'),
      }),
    );
    const service = createReleaseService({ db: app.db, clock: app.clock, jobs: app.jobs });
    await app.register(releaseRoutes(service));
  },
  { name: 'releases', dependencies: ['auth', 'jobs', 'storage', 'audio-codec', 'analyser'] },
);
