// Issue 17: a per-account sign-in limit kept in the database. 30 wrong passwords from 30 addresses used to
// get 30 answers of 401 and the right password then signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { randomIp, readCode, registerUser } from '../../../test/support/accounts.js';
import { MAX_FAILED_SIGN_INS } from './policy.js';
import { raceTitle } from '../../../test/support/race.js';

const LOCKED = /^Too many failed sign-in attempts for this account\. Please wait 15 minutes and try again\.$/;

describe('per-account sign-in limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, remoteAddress: randomIp() });

  it('locks the password after 10 wrong tries from 10 addresses; the right one is refused until the wait ends', async () => {
    const person = await registerUser(t.app);
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 30; i++) {
      const res = await post('login', { email: person.email, password: `wrong-guess-${i}` });
      statuses.push(res.statusCode);
      last = res.json().message;
    }
    expect(statuses.slice(0, MAX_FAILED_SIGN_INS)).toEqual(Array(MAX_FAILED_SIGN_INS).fill(401));
    expect(new Set(statuses.slice(MAX_FAILED_SIGN_INS))).toEqual(new Set([429]));
    expect(last).toMatch(LOCKED);

    const right = await post('login', { email: person.email, password: person.password });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(LOCKED);
    expect(right.json().data).toBeUndefined();

    t.clock.advance(10 * 60_000);
    expect((await post('login', { email: person.email, password: person.password })).json().message).toMatch(
      /Please wait 5 minutes/,
    );
    t.clock.advance(5 * 60_000);
    expect((await post('login', { email: person.email, password: person.password })).statusCode).toBe(200);
    // A success starts the count again.
    expect((await post('login', { email: person.email, password: 'wrong-again' })).statusCode).toBe(401);
  });

  it(
    raceTitle(
      'counts in the database: two server processes share the count, and concurrent guesses cannot pass it',
    ),
    async () => {
      const person = await registerUser(t.app);
      // A second app on the same database stands in for a second API process.
      const second = await buildApp({
        config: t.config,
        database: t.app.database,
        clock: t.clock,
        logger: false,
      });
      try {
        const guesses = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            post('login', { email: person.email, password: `wrong-${i}` }, i % 2 ? second : t.app),
          ),
        );
        const statuses = guesses.map((g) => g.statusCode);
        // At most the limit is checked; the others are refused, by the lock or, when too many of the first
        // ten arrive at once, by the full password pool.
        expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
        expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
        expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
        expect(guesses.filter((g) => LOCKED.test(g.json().message)).length).toBeGreaterThanOrEqual(
          30 - MAX_FAILED_SIGN_INS,
        );
        expect(
          (await post('login', { email: person.email, password: person.password }, second)).statusCode,
        ).toBe(429);
      } finally {
        await second.close();
      }
    },
  );

  it('limits phone OTP sign-in the same way, apart from the password', async () => {
    const person = await registerUser(t.app);
    const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    for (let round = 0; round < 2; round++) {
      t.clock.advance(30_000);
      expect((await post('send-phone-otp-login', { phoneNo: person.phoneNo })).statusCode).toBe(200);
      const otp = await readCode(t.app, person.phoneNo);
      for (let i = 0; i < 5; i++) {
        expect(
          (await post('login-phone-otp', { phoneNo: person.phoneNo, otp: wrongOtp(otp) })).statusCode,
        ).toBe(400);
      }
    }
    t.clock.advance(30_000);
    await post('send-phone-otp-login', { phoneNo: person.phoneNo });
    const right = await post('login-phone-otp', {
      phoneNo: person.phoneNo,
      otp: await readCode(t.app, person.phoneNo),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(LOCKED);
    // The owner can still sign in with the password.
    expect((await post('login', { email: person.email, password: person.password })).statusCode).toBe(200);
  });

  it('limits guessing the current password on change-password', async () => {
    const person = await registerUser(t.app);
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/change-password',
        headers: { authorization: `Bearer ${person.accessToken}` },
        payload: { oldPassword, newPassword: 'brand-new-pass-7' },
        remoteAddress: randomIp(),
      });
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const locked = await change(person.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(LOCKED);
  });
});
