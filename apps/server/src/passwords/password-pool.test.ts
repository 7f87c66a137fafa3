import { afterAll, describe, expect, it } from 'vitest';
import { PasswordPoolBusyError, createPasswordPool } from './password-pool.js';

// Made by the `argon2` package this server used before issue 17, with the same parameters: accounts created
// then must keep signing in.
const FORMER_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$jn4aN+K258HK7OhVRk4cQg$NG13weX4Hvcc1yT94WMI7CfiDOXhXJDLQzTAUPi41hc';

describe('password pool', () => {
  const pool = createPasswordPool({ threads: 1, queue: 1 });
  afterAll(() => pool.close());

  it('hashes with argon2id at the policy parameters and verifies', async () => {
    const hash = await pool.hash('secret-pass-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await pool.verify(hash, 'secret-pass-1')).toBe(true);
    expect(await pool.verify(hash, 'secret-pass-2')).toBe(false);
  });

  it('verifies hashes made by the former argon2 package, and treats a malformed hash as wrong', async () => {
    expect(await pool.verify(FORMER_HASH, 'secret-pass-1')).toBe(true);
    expect(await pool.verify(FORMER_HASH, 'secret-pass-2')).toBe(false);
    expect(await pool.verify('not-a-hash', 'secret-pass-1')).toBe(false);
  });

  it('refuses a check at once when the threads and the queue are full', async () => {
    const checks = Array.from({ length: 4 }, () => pool.verify(FORMER_HASH, 'secret-pass-1'));
    const results = await Promise.allSettled(checks);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(PasswordPoolBusyError);
    // Once the pool has room again, checks run.
    expect(await pool.verify(FORMER_HASH, 'secret-pass-1')).toBe(true);
  });
});
