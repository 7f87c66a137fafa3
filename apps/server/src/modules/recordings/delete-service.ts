// A contributor deletes one recording of theirs (issue 23): in one transaction the row goes, its award is
// taken back by a compensating ledger entry, and it is listed for removal from the next dataset release; the
// audio file goes after the commit. Admins delete through their own route (admin/service.ts), audited.
import type { RecordingDeletion } from '@dhvani/contract/recordings';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import type { FastifyBaseLogger } from 'fastify';
import { requireAccess, type Actor } from '../../access/policy.js';
import type { Db } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import type { Storage } from '../../storage/types.js';
import { listForRemoval } from '../release-removals/repository.js';
import type { Ledger } from '../rewards/ledger.js';
import { deleteRecording, findRecording } from './repository.js';

export interface RecordingDeletionDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  ledger: Ledger;
  log: FastifyBaseLogger;
}

export function createRecordingDeletion(deps: RecordingDeletionDeps) {
  return {
    async deleteOwn(actor: Actor, id: string): Promise<RecordingDeletion> {
      // Someone else's recording answers 404, as one that does not exist.
      const rec = requireAccess(
        actor,
        'recording.delete',
        await findRecording(deps.db, id),
        RECORDING_MESSAGES.notFound,
      );
      const at = deps.clock.now();
      const tokensReversed = await transaction(deps.db, async (tx) => {
        // Deleting first makes a concurrent second delete find no row and stop before reversing twice.
        if (!(await deleteRecording(tx, rec.id))) throw notFound(RECORDING_MESSAGES.notFound);
        const reversed = await deps.ledger.reverse(tx, rec.id, at);
        await listForRemoval(tx, [rec.id], 'deleted_by_owner', at);
        return reversed;
      });
      // A file that cannot be removed now is an orphan for the start-up sweep, never a row without its file.
      await deps.storage.delete(rec.storageKey).catch((err: unknown) => {
        deps.log.error({ err, recordingId: rec.id }, 'audio of a deleted recording could not be removed');
      });
      return { recordingId: rec.id, tokensReversed };
    },
  };
}

export type RecordingDeletionService = ReturnType<typeof createRecordingDeletion>;
