import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  randomIp,
  readCode,
  registerUser,
  uniqueEmail,
  uniquePhone,
} from '../../../test/support/accounts.js';
import { SENDS_PER_IP_PER_HOUR } from './policy.js';

describe('one-time codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress = randomIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, remoteAddress });
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code, answers "OTP sent to your phone!" and stores only a hash', async () => {
    const phoneNo = uniquePhone();
    const res = await post('send-phone-otp-register', { phoneNo });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('OTP sent to your phone!');
    const code = await readCode(t.app, phoneNo);
    expect(code).toMatch(/^\d{6}$/);
    const stored = rowsOf<Record<string, unknown>>(
      await t.app.db.execute(sql`SELECT * FROM verification_codes`),
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(phoneNo);
  });

  it("writes the SMS and e-mail in the request's language, the account's own for sign-in (issue 19)", async () => {
    const outbox = async (to: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', query: { to } })).json().data as Array<{
        subject: string | null;
        text: string;
        code: string;
      }>;
    const phoneNo = uniquePhone();
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/send-phone-otp-register',
      payload: { phoneNo },
      headers: hindi,
      remoteAddress: randomIp(),
    });
    const [sms] = await outbox(phoneNo);
    expect(sms?.text).toBe(
      `${sms?.code} आपका Dhvani Shilp पुष्टि कोड है। यह 10 मिनट में खत्म हो जाएगा। इसे कभी किसी को न बताएँ।`,
    );

    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/send-verification-code',
      payload: { email },
      headers: { 'accept-language': 'ta' },
      remoteAddress: randomIp(),
    });
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('உங்கள் Dhvani Shilp சரிபார்ப்புக் குறியீடு');

    // An unknown language is English, with no error.
    const other = uniquePhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/send-phone-otp-register',
      payload: { phoneNo: other },
      headers: { 'accept-language': 'xx-YY' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    expect((await outbox(other))[0]?.text).toMatch(/^\d{6} is your Dhvani Shilp verification code\./);

    // Sign-in: the account's language (Bengali) wins over the request's (English).
    const person = await registerUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/language',
      payload: { language: 'bn' },
      headers: { authorization: `Bearer ${person.accessToken}` },
    });
    t.clock.advance(31_000); // past the resend interval of the sign-up code registerUser sent
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/send-phone-otp-login',
      payload: { phoneNo: person.phoneNo },
      headers: { 'accept-language': 'en' },
      remoteAddress: randomIp(),
    });
    expect((await outbox(person.phoneNo))[0]?.text).toContain('আপনার Dhvani Shilp যাচাই কোড');
  });

  it('kills the code after 5 wrong tries: the right code fails on the sixth', async () => {
    const phoneNo = uniquePhone();
    await post('send-phone-otp-register', { phoneNo });
    const code = await readCode(t.app, phoneNo);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post('verify-phone-otp', { phoneNo, otp: otherThan(code) });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages[0]).toBe('Invalid OTP. 4 tries left.');
    expect(messages[4]).toBe('Too many wrong attempts. Please request a new code.');
    const right = await post('verify-phone-otp', { phoneNo, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('refuses an expired code (10 minutes)', async () => {
    const phoneNo = uniquePhone();
    await post('send-phone-otp-register', { phoneNo });
    const code = await readCode(t.app, phoneNo);
    t.clock.advance(10 * 60_000 + 1);
    const res = await post('verify-phone-otp', { phoneNo, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Please request a new one.');
  });

  it('accepts a code once', async () => {
    const phoneNo = uniquePhone();
    await post('send-phone-otp-register', { phoneNo });
    const otp = await readCode(t.app, phoneNo);
    expect((await post('verify-phone-otp', { phoneNo, otp })).statusCode).toBe(200);
    const again = await post('verify-phone-otp', { phoneNo, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/No active code/);
  });

  it('throttles a resend within 30 s (429), and a later send replaces the old code', async () => {
    const email = uniqueEmail();
    await post('send-verification-code', { email });
    const first = await readCode(t.app, email);
    t.clock.advance(10_000);
    const tooSoon = await post('send-verification-code', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      message: 'Please wait 20 seconds before requesting another code.',
      code: 'throttle.wait',
      params: { retryAfterSeconds: 20 },
    });

    t.clock.advance(20_000);
    expect((await post('send-verification-code', { email })).statusCode).toBe(200);
    const second = await readCode(t.app, email);
    if (first !== second) {
      const old = await post('verify-email-code', { email, code: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('verify-email-code', { email, code: second })).statusCode).toBe(200);
  });

  it('allows at most 5 sends per destination per hour', async () => {
    const phoneNo = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await post('send-phone-otp-register', { phoneNo })).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    const sixth = await post('send-phone-otp-register', { phoneNo });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/try again in an hour/);
    t.clock.advance(60 * 60_000);
    expect((await post('send-phone-otp-register', { phoneNo })).statusCode).toBe(200);
  });

  it('throttles sends per client IP across destinations', async () => {
    const ip = randomIp();
    for (let i = 0; i < SENDS_PER_IP_PER_HOUR; i++) {
      expect((await post('send-verification-code', { email: uniqueEmail() }, ip)).statusCode).toBe(200);
    }
    const over = await post('send-verification-code', { email: uniqueEmail() }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/from your network/);
    expect((await post('send-verification-code', { email: uniqueEmail() })).statusCode).toBe(200);
  });

  it('shares the per-number throttle between sign-up and sign-in codes', async () => {
    const { phoneNo } = await registerUser(t.app);
    const res = await post('send-phone-otp-login', { phoneNo });
    expect(res.statusCode).toBe(429);
    t.clock.advance(30_000);
    expect((await post('send-phone-otp-login', { phoneNo })).statusCode).toBe(200);
  });
});

describe('one-time codes on a server configured with a short resend wait (CODE_RESEND_SECONDS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CODE_RESEND_SECONDS: '2' });
  });
  afterAll(() => t.close());

  it('tells the client the configured wait and holds the next code for exactly that long', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/send-phone-otp-register',
        payload: { phoneNo },
        remoteAddress: randomIp(),
      });
    const phoneNo = uniquePhone();
    const first = await send();
    expect(first.json().data).toMatchObject({ resendAfterSeconds: 2 });
    const early = await send();
    expect([early.statusCode, early.json().message]).toEqual([
      429,
      'Please wait 2 seconds before requesting another code.',
    ]);
    t.clock.advance(1999);
    expect((await send()).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await send()).statusCode).toBe(200);
  });
});
