// Per-IP limits shared by API processes and kept across restarts (issue 34): with the counters in memory, two
// processes behind a balancer allowed 40 sign-ins where the limit is 20, and every restart forgot them. Here two
// apps (two processes' worth of memory) share one database: a limit of N allows exactly N in all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROUTE_LIMITS } from '../modules/auth/policy.js';
import { createTestApp, secondProcess, type TestApp } from '../../test/support/test-app.js';

const LIMIT = ROUTE_LIMITS.signIn.max;

describe('per-IP limits in the database', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await secondProcess(t);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const signIn = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'nobody@example.test', password: 'wrong-pass-1' },
      remoteAddress,
    });

  it('allows exactly N sign-ins from one address across two processes, then refuses on both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push((await signIn(i % 2 ? other : t.app, '10.20.30.40')).statusCode);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect((await signIn(t.app, '10.20.30.40')).statusCode).toBe(429);
    const refused = await signIn(other, '10.20.30.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
  });

  it('still refuses after a restart within the window', async () => {
    for (let i = 0; i < LIMIT; i++) await signIn(t.app, '10.20.30.41');
    await other.close();
    other = await secondProcess(t);
    expect((await signIn(other, '10.20.30.41')).statusCode).toBe(429);
    expect((await signIn(other, '10.20.30.42')).statusCode).not.toBe(429);
  });
});
