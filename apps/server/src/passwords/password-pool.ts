// A bounded pool for argon2id (issue 17). Hashing takes a CPU core and 19 MiB for tens of milliseconds, so an
// attacker who sends wrong passwords from many addresses can make the server hash all day. Here hashing runs on
// threads of its own (password-worker.ts), never on libuv's shared threadpool, so file and database I/O do not
// queue behind it; and at most `threads + queue` checks are in the pool at once: one more is refused at once,
// before any hashing, with PasswordPoolBusyError (the caller answers 429). Process-local on purpose: it holds
// no state that matters (DESIGN §2).
import { Piscina } from 'piscina';
import { siblingEntry } from '../lib/sibling-entry.js';
import type { PasswordTask } from './password-worker.js';

export class PasswordPoolBusyError extends Error {
  override readonly name = 'PasswordPoolBusyError';
  constructor() {
    super('The password pool is full');
  }
}

export interface PasswordPoolOptions {
  threads: number;
  /** How many checks may wait for a thread; beyond that a check is refused. */
  queue: number;
}

export interface PasswordPool {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored hash that is not an argon2 hash. */
  verify(hash: string, password: string): Promise<boolean>;
  close(): Promise<void>;
}

export function createPasswordPool({ threads, queue }: PasswordPoolOptions): PasswordPool {
  const size = Math.max(1, Math.floor(threads));
  const capacity = size + Math.max(0, Math.floor(queue));
  const { url, execArgv } = siblingEntry(import.meta.url, 'password-worker');
  let pool: Piscina | null = null;
  let inPool = 0;

  async function run(task: PasswordTask): Promise<unknown> {
    if (inPool >= capacity) throw new PasswordPoolBusyError();
    inPool += 1;
    try {
      // Started on first use, so processes and tests that never hash pay nothing for the threads.
      pool ??= new Piscina({ filename: url.href, execArgv, minThreads: size, maxThreads: size });
      return await pool.run(task);
    } finally {
      inPool -= 1;
    }
  }

  return {
    hash: async (password) => (await run({ op: 'hash', password })) as string,
    verify: async (hash, password) => (await run({ op: 'verify', hash, password })) === true,
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
