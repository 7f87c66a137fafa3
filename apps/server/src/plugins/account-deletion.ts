// Account deletion steps contributed by features (issue 3: "deleting an account erases the user's
// recordings, verification rows and sessions; reward history is kept only as anonymous totals").
//
// DELETE /api/v1/delete-account runs, in ONE database transaction: every registered step, in registration
// order, then the accounts module's own cleanup (codes, verifications, sessions), then the users row. A step
// that throws rolls the whole deletion back and the user gets an error, so nothing is half-deleted.
//
// How a feature takes part (register once, at plugin registration time):
//
//   app.accountDeletion.register('recordings', async (tx, userId) => {
//     const keys = await deleteRecordingRows(tx, userId);   // rows: inside the transaction
//     return () => storage.deleteMany(keys);                 // files: only after the commit
//   });
//
// A step may return a function; it runs after the transaction commits (for things a rollback cannot undo,
// such as files in storage). Its failure is logged, not reported to the user: the account is already gone.
// Rows that reference users.id with ON DELETE CASCADE disappear anyway; a step is needed for anything that
// must be anonymised instead (e.g. keep a reward total without the user id) or that lives outside the DB.
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';

export type AfterCommit = () => Promise<void>;
export type AccountDeletionStep = (tx: Db, userId: string) => Promise<void | AfterCommit>;

export interface AccountDeletion {
  register(name: string, step: AccountDeletionStep): void;
  /** Runs every step inside `tx`; returns the after-commit work. Used by the delete-account service. */
  runSteps(tx: Db, userId: string): Promise<Array<{ name: string; afterCommit: AfterCommit }>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountDeletion: AccountDeletion;
  }
}

export default fp(
  async (app) => {
    const steps: Array<{ name: string; step: AccountDeletionStep }> = [];
    app.decorate('accountDeletion', {
      register(name, step) {
        if (steps.some((s) => s.name === name))
          throw new Error(`account deletion step "${name}" registered twice`);
        steps.push({ name, step });
      },
      async runSteps(tx, userId) {
        const after: Array<{ name: string; afterCommit: AfterCommit }> = [];
        for (const { name, step } of steps) {
          const afterCommit = await step(tx, userId);
          if (afterCommit) after.push({ name, afterCommit });
        }
        return after;
      },
    });
  },
  { name: 'account-deletion' },
);
