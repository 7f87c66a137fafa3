import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  randomIp,
  readCode,
  registerUser,
  registrationBody,
  uniqueEmail,
  uniquePhone,
  verifyContacts,
} from '../../../test/support/accounts.js';

describe('sign-up API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, remoteAddress: randomIp() });

  it('creates the account after both verifications and returns the user and a token pair', async () => {
    const body = registrationBody({ knownLanguages: 'tamil, Hindi,TAMIL', gender: 'Female' });
    const tokens = await verifyContacts(t.app, body.phoneNo, body.email);
    const res = await post('register', { ...body, ...tokens });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ statusCode: 201, success: true, message: 'Account created successfully!' });
    expect(Object.keys(json.data).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    expect(json.data.user).toEqual({
      _id: expect.any(String),
      name: body.name,
      email: body.email,
      phoneNo: body.phoneNo,
      role: 'user',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      rewardTokens: 0,
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, json.data.user._id));
    expect(row?.knownLanguages).toEqual(['Tamil', 'Hindi']);
    expect(row?.gender).toBe('female');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses registration when the contacts were not verified', async () => {
    const res = await post('register', registrationBody());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please verify both phone and email to continue.');
  });

  it('refuses registration when only the phone was verified', async () => {
    const body = registrationBody();
    await post('send-phone-otp-register', { phoneNo: body.phoneNo });
    const verified = await post('verify-phone-otp', {
      phoneNo: body.phoneNo,
      otp: await readCode(t.app, body.phoneNo),
    });
    const res = await post('register', {
      ...body,
      phoneVerificationToken: verified.json().data.verificationToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please verify both phone and email to continue.');
  });

  it('forgets verifications older than 30 minutes', async () => {
    const body = registrationBody();
    const tokens = await verifyContacts(t.app, body.phoneNo, body.email);
    t.clock.advance(31 * 60_000);
    expect((await post('register', { ...body, ...tokens })).statusCode).toBe(400);
  });

  it('answers 409 for a phone number or e-mail that an account already uses', async () => {
    const existing = await registerUser(t.app);
    const samePhone = registrationBody({ phoneNo: existing.phoneNo });
    const res = await post('register', samePhone);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/phone number already exists/);

    const sameEmail = registrationBody({ email: existing.email.toUpperCase() });
    const res2 = await post('register', sameEmail);
    expect(res2.statusCode).toBe(409);
    expect(res2.json().message).toMatch(/email already exists/);

    expect((await post('send-phone-otp-register', { phoneNo: existing.phoneNo })).statusCode).toBe(409);
    expect((await post('send-verification-code', { email: existing.email })).statusCode).toBe(409);
  });

  it.each([
    [{ phoneNo: '12345' }, 'Please enter a valid 10-digit phone number.'],
    [{ phoneNo: '5876543210' }, 'Please enter a valid 10-digit phone number.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ email: 'a b@example.com' }, 'Please enter a valid email address.'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters.'],
    // Issue 17: a blank or common password passes the length rule but is refused with its own message.
    [{ password: '      ', confirmPassword: '      ' }, 'Password cannot be only spaces.'],
    [{ password: '123456', confirmPassword: '123456' }, 'This password is too common'],
    [{ password: 'Password1', confirmPassword: 'Password1' }, 'This password is too common'],
    [{ confirmPassword: 'something-else' }, 'Passwords do not match!'],
    [{ city: '' }, 'Please fill all required fields.'],
    [{ gender: 'unknown' }, 'Gender must be one of: male, female, other'],
    [{ dob: '31/12/1990' }, 'Please enter a valid date of birth.'],
  ])('rejects %j with the SPEC §5 message', async (override, message) => {
    const res = await post('register', registrationBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toContain(message);
  });

  it('takes every recording language and "other" as a mother tongue besides SPEC\'s ten (issue 33)', async () => {
    for (const [given, stored] of [
      ['Odia', 'Odia'],
      ['english', 'English'],
      ['OTHER', 'Other'],
      ['Marathi', 'Marathi'],
    ]) {
      const body = registrationBody({ motherTongue: given });
      const res = await post('register', {
        ...body,
        ...(await verifyContacts(t.app, body.phoneNo, body.email)),
      });
      expect([given, res.statusCode]).toEqual([given, 201]);
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/current',
        headers: { authorization: `Bearer ${res.json().data.accessToken}` },
      });
      expect(current.json().data.motherTongue).toBe(stored);
    }
    const refused = await post('register', registrationBody({ motherTongue: 'Klingon' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Mother tongue must be one of: Hindi, Bengali');
  });

  it('rejects a missing mother tongue and phone with "Please fill all required fields."', async () => {
    const { motherTongue: _m, phoneNo: _p, ...rest } = registrationBody();
    const res = await post('register', rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['motherTongue', 'phoneNo']),
    );
    expect(JSON.stringify(res.json().errors)).toContain('Please fill all required fields.');
  });

  describe('date of birth', () => {
    beforeEach(() => t.clock.set(new Date('2026-06-15T10:00:00Z')));

    it('refuses a date in the future, and people under 18 without a guardian (guardian-consent.test.ts)', async () => {
      for (const [dob, message] of [
        ['2026-06-15', 'Date of birth must be in the past.'],
        ['2030-01-01', 'Date of birth must be in the past.'],
        [
          '2008-06-16',
          'You are under 18: your parent or guardian must confirm your sign-up with the code sent to their phone before your account can be created.',
        ],
      ] as const) {
        const body = registrationBody({ dob });
        const tokens = await verifyContacts(t.app, body.phoneNo, body.email);
        const res = await post('register', { ...body, ...tokens });
        expect(res.statusCode, dob).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it('accepts someone who turns 18 today', async () => {
      const body = registrationBody({ dob: '2008-06-15' });
      const tokens = await verifyContacts(t.app, body.phoneNo, body.email);
      expect((await post('register', { ...body, ...tokens })).statusCode).toBe(201);
    });
  });

  describe('a verification belongs to the client that entered the code (issue 17)', () => {
    it('refuses a sign-up by someone who knows the verified phone and e-mail but holds no tokens', async () => {
      const victim = registrationBody({ name: 'Real Owner' });
      const tokens = await verifyContacts(t.app, victim.phoneNo, victim.email);
      const attacker = {
        ...victim,
        name: 'Hijacker',
        password: 'hijack-pass-9',
        confirmPassword: 'hijack-pass-9',
      };
      for (const attempt of [
        attacker,
        { ...attacker, phoneVerificationToken: 'guessed', emailVerificationToken: 'guessed' },
        // A token from another verification (the attacker's own number) proves nothing about this one.
        { ...attacker, ...(await verifyContacts(t.app, uniquePhone(), uniqueEmail())) },
      ]) {
        const res = await post('register', attempt);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please verify both phone and email to continue.');
      }
      const owner = await post('register', { ...victim, ...tokens });
      expect(owner.statusCode).toBe(201);
      expect(owner.json().data.user.name).toBe('Real Owner');
    });

    it('keeps only the newest verification of a contact: an older token stops working', async () => {
      const body = registrationBody();
      const first = await verifyContacts(t.app, body.phoneNo, body.email);
      t.clock.advance(30_000);
      const second = await verifyContacts(t.app, body.phoneNo, body.email);
      expect((await post('register', { ...body, ...first })).statusCode).toBe(400);
      expect((await post('register', { ...body, ...second })).statusCode).toBe(201);
    });
  });

  it('validates the code-sending and verification payloads', async () => {
    expect((await post('send-phone-otp-register', { phoneNo: '98765' })).json().message).toContain(
      'Please enter a valid 10-digit phone number.',
    );
    expect((await post('send-verification-code', { email: 'x@' })).json().message).toContain(
      'Please enter a valid email address.',
    );
    const emptyOtp = await post('verify-phone-otp', { phoneNo: uniquePhone(), otp: '' });
    expect(emptyOtp.statusCode).toBe(400);
    expect(emptyOtp.json().message).toContain('Please enter OTP');
    const emptyCode = await post('verify-email-code', { email: uniqueEmail(), code: '' });
    expect(emptyCode.json().message).toContain('Please enter verification code');
    expect((await post('verify-email-code', { email: uniqueEmail(), code: '1234567' })).statusCode).toBe(400);
  });

  it('answers the SPEC §8 toasts and a wrong e-mail code with "Invalid verification code"', async () => {
    const email = uniqueEmail();
    const sent = await post('send-verification-code', { email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Verification email sent!',
      data: { expiresInSeconds: 600, resendAfterSeconds: 30 },
    });
    const code = await readCode(t.app, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await post('verify-email-code', { email, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid verification code/);
    const good = await post('verify-email-code', { email, code });
    expect(good.json()).toMatchObject({
      statusCode: 200,
      message: 'Email verified!',
      data: { verificationToken: expect.stringMatching(/^[\w-]{40,}$/) },
    });
  });
});
