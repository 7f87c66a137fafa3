// The recordings feature's part in deleting an account (plugins/account-deletion.ts): inside the
// deletion transaction the user's recordings are deleted (and listed for removal from the next dataset
// release) and their ledger rows anonymised (the totals
// issued stay true, nobody can tell whose they were); the audio files go after the commit.
import type { FastifyInstance } from 'fastify';
import { listForRemoval } from '../release-removals/repository.js';
import { anonymiseUserEntries } from '../rewards/ledger.js';
import { deleteUserRecordings } from './repository.js';

export function registerRecordingsAccountDeletion(app: FastifyInstance) {
  app.accountDeletion.register('recordings', async (tx, userId) => {
    const deleted = await deleteUserRecordings(tx, userId);
    await anonymiseUserEntries(tx, userId);
    // Erased recordings leave every later dataset release (issue 23).
    await listForRemoval(
      tx,
      deleted.map((r) => r.id),
      'account_erased',
      app.clock.now(),
    );
    return async () => {
      await Promise.all(deleted.map((r) => app.storage.delete(r.key)));
    };
  });
}
