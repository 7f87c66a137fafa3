import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  bearer,
  randomIp,
  readCode,
  registerUser,
  type RegisteredUser,
} from '../../../test/support/accounts.js';
import { ROUTE_LIMITS } from './policy.js';

describe('sign-in API', () => {
  let t: TestApp;
  let person: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    person = await registerUser(t.app, { name: 'Ravi Kumar' });
    t.clock.advance(30_000); // past the resend interval of the sign-up SMS
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress = randomIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, remoteAddress });

  it('signs in by phone OTP and returns the user with a token pair', async () => {
    const sent = await post('send-phone-otp-login', { phoneNo: person.phoneNo });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('OTP sent successfully!');
    const otp = await readCode(t.app, person.phoneNo);
    const res = await post('login-phone-otp', { phoneNo: person.phoneNo, otp });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Signed in successfully!');
    const { user, accessToken, refreshToken } = res.json().data;
    expect(user).toMatchObject({ _id: person.user._id, name: 'Ravi Kumar', phoneNo: person.phoneNo });
    expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: bearer(accessToken),
    });
    expect(current.json().data._id).toBe(person.user._id);
  });

  it('answers 404 with "does not exist" for an unregistered phone, and 400 for a malformed one', async () => {
    const unknown = await post('send-phone-otp-login', { phoneNo: '6000000001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('does not exist');
    const malformed = await post('send-phone-otp-login', { phoneNo: '+91 98765' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Please enter a valid 10-digit phone number.');
  });

  it('refuses a wrong OTP with a message and no tokens', async () => {
    t.clock.advance(30_000);
    await post('send-phone-otp-login', { phoneNo: person.phoneNo });
    const otp = await readCode(t.app, person.phoneNo);
    const wrong = String((Number(otp) + 7) % 1_000_000).padStart(6, '0');
    const res = await post('login-phone-otp', { phoneNo: person.phoneNo, otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, success: false, message: 'Invalid OTP. 4 tries left.' });
  });

  it('signs in by e-mail and password, whatever the e-mail case', async () => {
    const res = await post('login', { email: person.email.toUpperCase(), password: person.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(person.email);
  });

  it('answers 404 for an unknown e-mail, 401 for a wrong password, 400 for a malformed e-mail', async () => {
    const unknown = await post('login', { email: 'nobody@example.test', password: 'whatever' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This email is not registered.');
    const wrong = await post('login', { email: person.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().data).toBeUndefined();
    const malformed = await post('login', { email: 'person@', password: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Please enter a valid email address.');
  });

  it('limits sign-in attempts per IP (429)', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < ROUTE_LIMITS.signIn.max; i++) {
      statuses.push((await post('login', { email: 'nobody@example.test', password: 'x' }, ip)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([404]));
    const last = await post('login', { email: 'nobody@example.test', password: 'x' }, ip);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/Too many attempts/),
    });
    // Another address is not affected.
    expect((await post('login', { email: 'nobody@example.test', password: 'x' })).statusCode).toBe(404);
  });
});
