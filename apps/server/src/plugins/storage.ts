// Audio storage (DESIGN §1): `app.storage` is the configured driver and `app.uploadStaging` the local
// folder uploads are streamed into before they are checked and moved into storage.
import path from 'node:path';
import fp from 'fastify-plugin';
import { storageFromConfig } from '../storage/from-config.js';
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
    app.decorate('storage', await storageFromConfig(app.config));
    // Beside DATA_DIR/audio, so that moving a checked upload into local storage is a rename.
    app.decorate('uploadStaging', createStaging(path.join(app.config.dataDir, 'tmp', 'uploads')));
  },
  { name: 'storage' },
);
