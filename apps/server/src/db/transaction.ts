// A transaction that can queue work for after its commit: what a write changes outside the database (a
// cached row, a file) must only be touched once the write is certain. The writer queues that work itself, so
// no caller has to remember it (issue 18: the balance cache follows from the ledger write).
import type { Db } from './database.js';

export type Tx = Db & {
  /** Runs `work` once the outermost transaction has committed; never when it rolls back. */
  afterCommit(work: () => void): void;
};

export async function transaction<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  // Nested (a savepoint): its follow-ups wait for the outermost commit.
  if ('afterCommit' in db) {
    const outer = db.afterCommit;
    return db.transaction((tx) => work(Object.assign(tx, { afterCommit: outer })));
  }
  const queued: Array<() => void> = [];
  const result = await db.transaction((tx) =>
    work(Object.assign(tx, { afterCommit: (fn: () => void) => void queued.push(fn) })),
  );
  for (const fn of queued) fn();
  return result;
}
