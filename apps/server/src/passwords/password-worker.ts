// Piscina worker: argon2id hashing and verification on this pool's own thread (passwords/password-pool.ts).
// The synchronous calls are the point: the async ones would queue on libuv's shared threadpool, where file
// reads, writes and DNS wait behind them (issue 17: a wrong-password flood made audio playback take 11-14 s).
import { hashSync, verifySync } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from './argon2.js';

export type PasswordTask =
  { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string };

export default function run(task: PasswordTask): string | boolean {
  if (task.op === 'hash') return hashSync(task.password, ARGON2_OPTIONS);
  try {
    return verifySync(task.hash, task.password);
  } catch {
    // A malformed stored hash is a wrong password, not a server crash.
    return false;
  }
}
