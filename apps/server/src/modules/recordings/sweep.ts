// Start-up sweep (issue 5 crash safety): empties the upload staging folder (nothing is in flight yet in this
// process) and deletes stored audio files that no recording row points at, left by a crash between moving a
// file into storage and committing its row. DATA_DIR (staging and local audio) belongs to one process, so
// everything there can go; in shared S3 storage a file younger than `graceMs` is spared, because another
// process may be about to commit its row.
import type { FastifyInstance } from 'fastify';
import { STORAGE_PREFIX, storageKeyExists } from './repository.js';

export interface SweepResult {
  staged: number;
  orphans: number;
}

export async function sweepOrphans(
  app: FastifyInstance,
  graceMs = app.storage.kind === 's3' ? 10 * 60_000 : 0,
): Promise<SweepResult> {
  const staged = await app.uploadStaging.sweep();
  // File times are wall-clock times, so this compares with the real clock, not app.clock.
  const cutoff = Date.now() - graceMs;
  let orphans = 0;
  for await (const obj of app.storage.list(STORAGE_PREFIX)) {
    if (obj.lastModified.getTime() > cutoff) continue;
    if (await storageKeyExists(app.db, obj.key)) continue;
    await app.storage.delete(obj.key);
    orphans++;
  }
  return { staged, orphans };
}
