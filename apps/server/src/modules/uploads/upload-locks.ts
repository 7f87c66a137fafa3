// The tus lock of an upload, shared by every API process on the database (issue 34, docs/decisions/0041).
// tus takes it around every HEAD, PATCH and DELETE so that no two requests write one upload at the same offset;
// @tus/server's own MemoryLocker only sees the requests of its own process, and behind a balancer without
// stickiness two processes would each grant it. Here the lock is a row with a lease on the database's clock:
// taken by one INSERT … ON CONFLICT, renewed every second while the request runs, deleted when it ends. A
// process that dies holding it stops renewing it, and the next request takes it once the lease has run out.
//
// tus also lets a newer request for an upload take over from an older one still holding its lock (the client
// reconnected while its old connection hangs): the waiter asks, and the holder cancels its request. Within a
// process that is a direct call; across processes the waiter sets `release_requested` and the holder sees it
// at its next renewal.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Db } from '../../db/database.js';
import { askForRelease, dropLock, renewLock, tryTakeLock } from './lock-repository.js';

/** How long a lock outlives its holder's last renewal: the wait for an upload whose process died. */
export const UPLOAD_LOCK_LEASE_MS = 10_000;
/** How often a holder renews, and so how soon it hears that a newer request wants the upload. */
const RENEW_EVERY_MS = 1_000;
/** How long a request waits for an upload's lock before tus answers it with its lock timeout. */
const ACQUIRE_TIMEOUT_MS = 30_000;
const MAX_RETRY_MS = 200;

interface Held {
  release: RequestRelease;
}

export interface UploadLockOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Told when this process takes or gives up an upload's lock (the metadata cache follows it). */
  changed?: (uploadId: string) => void;
  /** Tests shorten the lease (UPLOAD_LOCK_LEASE_MS) and the renewal (every second). */
  leaseMs?: number;
  renewEveryMs?: number;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

export class UploadLocks implements Locker {
  /** The locks this process holds, by upload. */
  readonly #held = new Map<string, Held>();

  constructor(readonly options: UploadLockOptions) {}

  newLock(id: string): Lock {
    return new UploadLock(this, id);
  }

  /** True while a request of this process holds the lock of `id`. */
  holds(id: string): boolean {
    return this.#held.has(id);
  }

  /** Runs `work` holding the lock of `id` (a commit reading an upload while no request may change it). */
  async with<T>(id: string, work: () => Promise<T>): Promise<T> {
    const lock = this.newLock(id);
    await lock.lock(new AbortController().signal, () => undefined);
    try {
      return await work();
    } finally {
      await lock.unlock();
    }
  }

  /** @internal the lock's own bookkeeping */
  enter(id: string, held: Held) {
    this.#held.set(id, held);
    this.options.changed?.(id);
  }

  /** @internal */
  leave(id: string, held: Held) {
    if (this.#held.get(id) === held) this.#held.delete(id);
    this.options.changed?.(id);
  }

  /** @internal asks the holder in this process, if there is one, to let go; true when there was. */
  askHere(id: string): boolean {
    const held = this.#held.get(id);
    if (held) void held.release();
    return Boolean(held);
  }
}

class UploadLock implements Lock {
  readonly #holder = randomUUID();
  #held: Held | null = null;
  #renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly locks: UploadLocks,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, release: RequestRelease): Promise<void> {
    const { db, leaseMs = UPLOAD_LOCK_LEASE_MS, renewEveryMs = RENEW_EVERY_MS } = this.locks.options;
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    for (let wait = 5; ; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      if (await tryTakeLock(db, this.id, this.#holder, leaseMs)) break;
      if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (!this.locks.askHere(this.id)) await askForRelease(db, this.id);
      await pause(wait, signal);
    }
    const held: Held = { release };
    this.#held = held;
    this.locks.enter(this.id, held);
    this.#renewal = setInterval(() => void this.#renew(held), renewEveryMs);
    this.#renewal.unref();
  }

  async #renew(held: Held): Promise<void> {
    const { db, log, leaseMs = UPLOAD_LOCK_LEASE_MS } = this.locks.options;
    try {
      const state = await renewLock(db, this.id, this.#holder, leaseMs);
      // Lost: the lease ran out (the database was unreachable for that long) and another request may write.
      if (state !== 'held' && this.#held === held) await held.release();
    } catch (err) {
      log.warn({ err, upload: this.id }, 'could not renew an upload lock');
    }
  }

  async unlock(): Promise<void> {
    if (this.#renewal) clearInterval(this.#renewal);
    this.#renewal = null;
    const held = this.#held;
    this.#held = null;
    if (held) this.locks.leave(this.id, held);
    await dropLock(this.locks.options.db, this.id, this.#holder);
  }
}
