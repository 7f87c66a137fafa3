import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { randomIp, readCode, registerUser, uniquePhone } from '../../../test/support/accounts.js';

// Issue 24: '+91 98765 01234', '098765-01234' and the like are the same 10-digit number everywhere.
describe('phone numbers typed with a prefix or separators', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A registered number was just sent its sign-up code: no wait before the sign-in code.
    t = await createTestApp({ CODE_RESEND_SECONDS: '0' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress = randomIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, remoteAddress });
  const spaced = (p: string) => `+91 ${p.slice(0, 5)} ${p.slice(5)}`;
  const trunk = (p: string) => `0${p.slice(0, 5)}-${p.slice(5)}`;

  it('verifies a new number sent as +91 … and checked as 0…-…', async () => {
    const phoneNo = uniquePhone();
    const ip = randomIp();
    expect((await post('send-phone-otp-register', { phoneNo: spaced(phoneNo) }, ip)).statusCode).toBe(200);
    const otp = await readCode(t.app, phoneNo);
    const verified = await post('verify-phone-otp', { phoneNo: trunk(phoneNo), otp }, ip);
    expect(verified.statusCode).toBe(200);
  });

  it('finds and signs in a registered number however it is typed', async () => {
    const user = await registerUser(t.app);
    expect((await post('check-user-existence', { phoneNo: `91-${user.phoneNo}` })).statusCode).toBe(200);
    const ip = randomIp();
    expect((await post('send-phone-otp-login', { phoneNo: spaced(user.phoneNo) }, ip)).statusCode).toBe(200);
    const otp = await readCode(t.app, user.phoneNo);
    const signedIn = await post('login-phone-otp', { phoneNo: trunk(user.phoneNo), otp }, ip);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.phoneNo).toBe(user.phoneNo);
  });

  it('refuses a number that is still not 10 digits with the SPEC message', async () => {
    const res = await post('send-phone-otp-login', { phoneNo: '+91 98765 0123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid 10-digit phone number.');
  });
});
