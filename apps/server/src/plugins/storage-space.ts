// Whether the server can still save anything, for GET /health (issue 17 §2). DATA_DIR holds the upload
// staging folder in every setup, and the embedded database and local audio by default: when its
// filesystem has less free room than one upload needs, storage is 'full'. A PostgreSQL server elsewhere
// has a disk this machine cannot look at, so its disk_full errors mark storage 'full' until a write
// succeeds again.
import fs from 'node:fs/promises';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '@dhvani/contract/recordings';
import { isDatabaseDiskFull } from '../lib/out-of-space.js';

/** One upload staged, plus its rows and some slack: below this, the next upload may well fail. */
export const FREE_BYTES_NEEDED = 2 * MAX_UPLOAD_BYTES;
const FREE_FILES_NEEDED = 16;

export type StorageState = 'ok' | 'full';

declare module 'fastify' {
  interface FastifyInstance {
    storageSpace: { check(): Promise<StorageState> };
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(
  async (app) => {
    const dataDir = app.config.dataDir;
    let databaseFull = false;

    async function diskIsFull(): Promise<boolean> {
      const stats = await fs.statfs(dataDir).catch(() => null);
      if (!stats) return false; // no folder yet: nothing written, nothing full
      // `files` is 0 where a filesystem has no inode limit.
      return (
        stats.bavail * stats.bsize < FREE_BYTES_NEEDED || (stats.files > 0 && stats.ffree < FREE_FILES_NEEDED)
      );
    }

    app.decorate('storageSpace', {
      async check(): Promise<StorageState> {
        return databaseFull || (await diskIsFull()) ? 'full' : 'ok';
      },
    });

    if (app.database.kind === 'postgres') {
      app.addHook('onError', async (_request, _reply, err) => {
        if (isDatabaseDiskFull(err)) databaseFull = true;
      });
      app.addHook('onResponse', async (request, reply) => {
        if (databaseFull && WRITE_METHODS.has(request.method) && reply.statusCode < 300) databaseFull = false;
      });
    }
  },
  { name: 'storage-space' },
);
