// Audio storage (DESIGN §1): `app.storage` is the configured driver and `app.uploadStaging` the local
// folder uploads are streamed into before they are checked and moved into storage.
import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalStorage } from '../storage/local.js';
import { createS3Storage } from '../storage/s3.js';
import { createStaging, type Staging } from '../storage/staging.js';
import type { Storage } from '../storage/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    uploadStaging: Staging;
  }
}

export default fp(
  async (app) => {
    const { storage } = app.config;
    app.decorate(
      'storage',
      storage.driver === 's3'
        ? createS3Storage({
            bucket: storage.s3.bucket,
            region: storage.s3.region,
            endpoint: storage.s3.endpoint,
            forcePathStyle: storage.s3.forcePathStyle,
          })
        : createLocalStorage(storage.localDir),
    );
    // Beside DATA_DIR/audio, so that moving a checked upload into local storage is a rename.
    app.decorate('uploadStaging', createStaging(path.join(app.config.dataDir, 'tmp', 'uploads')));
  },
  { name: 'storage' },
);
