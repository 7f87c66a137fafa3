// The recordings that dataset releases must remove (issue 23, docs/privacy.md): every deletion writes its ids
// here in the deleting transaction, so a recording is never gone without being listed. Issue 22's releases
// read it; nothing here knows whose the recordings were.
import type { Db } from '../../db/database.js';
import { releaseRemovals, type ReleaseRemovalReason } from '../../db/schema/index.js';

export async function listForRemoval(
  tx: Db,
  recordingIds: string[],
  reason: ReleaseRemovalReason,
  at: Date,
): Promise<void> {
  if (!recordingIds.length) return;
  await tx
    .insert(releaseRemovals)
    .values(recordingIds.map((recordingId) => ({ recordingId, reason, removedAt: at })))
    .onConflictDoNothing({ target: releaseRemovals.recordingId });
}
