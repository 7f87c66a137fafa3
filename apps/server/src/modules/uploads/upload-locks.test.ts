// The uploads' shared lock (issue 34) between two "processes" (two lockers, each with its own memory, on one
// database): only one holds an upload at a time, a waiter asks the holder to let go, and the lock of a holder
// that died (stopped renewing) is taken once its lease has run out.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { resetDatabase, testDatabase } from '../../../test/support/test-database.js';
import type { Db } from '../../db/database.js';
import { tryTakeLock } from './lock-repository.js';
import { UploadLocks } from './upload-locks.js';

const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
const never = () => new AbortController().signal;

describe('the shared upload lock', () => {
  let db: Db;
  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    db = database.db;
  });

  it('is held by one process at a time; a waiter on another asks the holder to let go', async () => {
    const a = new UploadLocks({ db, log, renewEveryMs: 20 });
    const b = new UploadLocks({ db, log, renewEveryMs: 20 });
    const id = randomUUID();
    const first = a.newLock(id);
    let asked = 0;
    await first.lock(never(), () => {
      asked++;
    });
    expect(a.holds(id)).toBe(true);
    let secondHeld = false;
    const second = b.newLock(id);
    const waiting = second.lock(never(), () => undefined).then(() => (secondHeld = true));
    // The holder hears it at its next renewal, and gives the upload up.
    await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(secondHeld).toBe(false);
    await first.unlock();
    await waiting;
    expect([a.holds(id), b.holds(id)]).toEqual([false, true]);
    await second.unlock();
  });

  it("is taken from a holder that died once the holder's lease has run out, not before", async () => {
    const id = randomUUID();
    // A process that took the lock and then died: nobody renews or drops it.
    expect(await tryTakeLock(db, id, 'dead-process', 1_500)).toBe(true);
    const survivor = new UploadLocks({ db, log });
    const started = Date.now();
    await survivor.with(id, async () => {
      expect(survivor.holds(id)).toBe(true);
    });
    // The wait is the rest of the dead holder's lease (on the database's clock), measured loosely.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(survivor.holds(id)).toBe(false);
  });
});
