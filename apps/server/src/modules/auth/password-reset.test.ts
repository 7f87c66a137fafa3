// Issue 23, forgot password: a code e-mailed to the account's address, then a new password; every session
// the account had ends, the code works once and has the limits every code has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  bearer,
  randomIp,
  readCode,
  registerUser,
  signIn,
  uniqueEmail,
} from '../../../test/support/accounts.js';

describe('forgot password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress = randomIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users${url}`, payload, remoteAddress });
  /** Asks for a reset code, past the resend interval since this address's last code (sign-up's). */
  const forgot = (email: string) => {
    t.clock.advance(31_000);
    return post('/forgot-password', { email });
  };
  const reset = (email: string, code: string, newPassword: string) =>
    post('/reset-password', { email, code, newPassword });
  const login = (email: string, password: string) => post('/login', { email, password });
  const current = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/current', headers: bearer(accessToken) });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('e-mails a code, sets the new password with it, signs the person in and ends every other session', async () => {
    const person = await registerUser(t.app);
    const elsewhere = await signIn(t.app, person.email, person.password);

    const sent = await forgot(person.email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ expiresInSeconds: 600 });
    const code = await readCode(t.app, person.email);

    const done = await reset(person.email, code, 'a-new-secret-7');
    expect(done.statusCode).toBe(200);
    const session = done.json().data;
    expect(session.user._id).toBe(person.user._id);
    expect((await current(session.accessToken)).statusCode).toBe(200);

    expect((await current(person.accessToken)).statusCode).toBe(401);
    expect((await current(elsewhere.accessToken)).statusCode).toBe(401);
    const refreshed = await post('/refresh-token', { refreshToken: elsewhere.refreshToken });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, 'a-new-secret-7')).statusCode).toBe(200);

    // The code works once.
    const again = await reset(person.email, code, 'yet-another-secret-8');
    expect(again.statusCode).toBe(400);
    expect((await login(person.email, 'a-new-secret-7')).statusCode).toBe(200);
  });

  it('says an unknown address is not registered and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await forgot(email);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This email is not registered.');
    await expect(readCode(t.app, email)).rejects.toThrow(/no code/);
    const guessed = await reset(email, '123456', 'a-new-secret-7');
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().message).toBe(
      'No active code for this number or address. Please request a new one.',
    );
  });

  it('refuses a wrong code, counting tries, and a weak password, and changes nothing', async () => {
    const person = await registerUser(t.app);
    await forgot(person.email);
    const code = await readCode(t.app, person.email);

    const weak = await reset(person.email, code, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must be at least 6 characters.');

    const wrong = await reset(person.email, otherCode(code), 'a-new-secret-7');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid verification code. 4 tries left.');
    for (let i = 0; i < 4; i += 1) await reset(person.email, otherCode(code), 'a-new-secret-7');
    const dead = await reset(person.email, code, 'a-new-secret-7');
    expect(dead.json().message).toBe('Too many wrong attempts. Please request a new code.');

    expect((await login(person.email, person.password)).statusCode).toBe(200);
    expect((await current(person.accessToken)).statusCode).toBe(200);
  });

  it("a code sent for one account's address does not reset another account", async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    await forgot(first.email);
    const code = await readCode(t.app, first.email);
    const res = await reset(second.email, code, 'a-new-secret-7');
    expect(res.statusCode).toBe(400);
    expect((await login(second.email, second.password)).statusCode).toBe(200);
  });

  it('limits sends like every other code: no second code within 30 s', async () => {
    const person = await registerUser(t.app);
    expect((await forgot(person.email)).statusCode).toBe(200);
    const tooSoon = await post('/forgot-password', { email: person.email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds? before requesting another code\.$/);
  });
});
