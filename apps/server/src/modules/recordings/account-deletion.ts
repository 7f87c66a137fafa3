// The recordings feature's part in deleting an account (plugins/account-deletion.ts): inside the
// deletion transaction the user's recordings are deleted and their ledger rows anonymised (the totals
// issued stay true, nobody can tell whose they were); the audio files go after the commit.
import type { FastifyInstance } from 'fastify';
import { anonymiseUserEntries } from '../rewards/ledger.js';
import { deleteUserRecordings } from './repository.js';

export function registerRecordingsAccountDeletion(app: FastifyInstance) {
  app.accountDeletion.register('recordings', async (tx, userId) => {
    const keys = await deleteUserRecordings(tx, userId);
    await anonymiseUserEntries(tx, userId);
    return async () => {
      await Promise.all(keys.map((key) => app.storage.delete(key)));
    };
  });
}
