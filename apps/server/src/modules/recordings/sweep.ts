// Start-up sweep (issue 5 crash safety): empties the upload staging folder (nothing is in flight yet in this
// process) and deletes stored audio files that no recording row points at, left by a crash between moving a
// file into storage and committing its row. DATA_DIR (staging and local audio) belongs to one process, so
// everything there can go; in shared S3 storage a file younger than `graceMs` is spared, because another
// process may be about to commit its row. Stored keys are looked up a batch at a time, not one by one.
import type { Db } from '../../db/database.js';
import type { Staging } from '../../storage/staging.js';
import type { Storage, StoredObject } from '../../storage/types.js';
import { STORAGE_PREFIX, existingStorageKeys } from './repository.js';

export interface SweepResult {
  staged: number;
  orphans: number;
}

export interface SweepDeps {
  db: Db;
  storage: Storage;
  staging: Pick<Staging, 'sweep'>;
}

/** Keys looked up per query. */
const BATCH = 500;

export async function sweepOrphans(
  deps: SweepDeps,
  graceMs = deps.storage.kind === 's3' ? 10 * 60_000 : 0,
): Promise<SweepResult> {
  const staged = await deps.staging.sweep();
  // File times are wall-clock times, so this compares with the real clock, not app.clock.
  const cutoff = Date.now() - graceMs;
  let orphans = 0;
  const removeOrphans = async (batch: StoredObject[]) => {
    const known = await existingStorageKeys(
      deps.db,
      batch.map((obj) => obj.key),
    );
    for (const obj of batch) {
      if (known.has(obj.key)) continue;
      await deps.storage.delete(obj.key);
      orphans++;
    }
  };
  let batch: StoredObject[] = [];
  for await (const obj of deps.storage.list(STORAGE_PREFIX)) {
    if (obj.lastModified.getTime() > cutoff) continue;
    batch.push(obj);
    if (batch.length === BATCH) {
      await removeOrphans(batch);
      batch = [];
    }
  }
  if (batch.length) await removeOrphans(batch);
  return { staged, orphans };
}
