// Password hashing for the whole app (issue 17): one bounded pool per process (passwords/password-pool.ts),
// closed with the app. A check that finds the pool full is refused with 429 before any hashing.
import os from 'node:os';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/http-error.js';
import { PASSWORD_QUEUE_PER_THREAD } from '../passwords/argon2.js';
import { PasswordPoolBusyError, createPasswordPool } from '../passwords/password-pool.js';

export const PASSWORDS_BUSY =
  'Too many sign-in attempts are being checked right now. Please try again in a few seconds.';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

/** Half the cores (at least one): the other half keep serving requests while a flood is being refused. */
export const passwordThreads = () => Math.max(1, Math.floor(os.availableParallelism() / 2));

export default fp(
  async (app) => {
    const threads = passwordThreads();
    const pool = createPasswordPool({ threads, queue: threads * PASSWORD_QUEUE_PER_THREAD });
    const busyAs429 = (err: unknown): never => {
      throw err instanceof PasswordPoolBusyError ? tooManyRequests(PASSWORDS_BUSY) : err;
    };
    app.decorate('passwords', {
      hash: (password) => pool.hash(password).catch(busyAs429),
      verify: (hash, password) => pool.verify(hash, password).catch(busyAs429),
    } satisfies Passwords);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'passwords' },
);
