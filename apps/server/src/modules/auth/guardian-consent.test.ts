// Issue 23, "Age": under 18, an account is created only with a parent's or guardian's consent, verified by a
// code sent to their phone and recorded with the account; without it, a clear 400 and nothing written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSENT_NOTICE_VERSION } from '@dhvani/contract/consents';
import { guardianConsents, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  bearer,
  randomIp,
  readCode,
  registrationBody,
  uniquePhone,
  verifyContacts,
} from '../../../test/support/accounts.js';
import { GUARDIAN_MESSAGES } from './guardian-consent.js';

const SEVENTEEN = '2009-01-10';

describe('guardian consent for an applicant under 18', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(new Date('2026-06-15T10:00:00Z')));

  const post = (url: string, payload: object, ip = randomIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, remoteAddress: ip });

  /** A 17-year-old's sign-up with both own contacts verified. */
  async function minorSignUp() {
    const body = registrationBody({ dob: SEVENTEEN });
    return { body, tokens: await verifyContacts(t.app, body.phoneNo, body.email) };
  }

  async function guardianToken(guardianPhone: string, applicantPhone: string) {
    expect((await post('send-guardian-otp', { guardianPhone, phoneNo: applicantPhone })).statusCode).toBe(
      200,
    );
    const res = await post('verify-guardian-otp', {
      guardianPhone,
      otp: await readCode(t.app, guardianPhone),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.verificationToken as string;
  }

  const accountsWith = async (email: string) =>
    (await t.app.db.select().from(users).where(eq(users.email, email))).length;

  it('refuses a 17-year-old without a guardian, and writes nothing', async () => {
    const { body, tokens } = await minorSignUp();
    const res = await post('register', { ...body, ...tokens });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: GUARDIAN_MESSAGES.required,
      code: 'guardian.required',
    });
    expect(await accountsWith(body.email)).toBe(0);
  });

  it('creates the account with a verified guardian, and the consent record names the guardian', async () => {
    const { body, tokens } = await minorSignUp();
    const guardianPhone = uniquePhone();
    const sms = await guardianToken(guardianPhone, body.phoneNo);
    const res = await post('register', { ...body, ...tokens, guardianPhone, guardianVerificationToken: sms });
    expect(res.statusCode).toBe(201);
    const { user, accessToken } = res.json().data;

    const [row] = await t.app.db.select().from(guardianConsents).where(eq(guardianConsents.userId, user._id));
    expect(row).toMatchObject({ guardianPhone, noticeVersion: CONSENT_NOTICE_VERSION });
    const consent = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/consents',
      headers: bearer(accessToken),
    });
    expect(consent.json().data.guardian).toEqual({
      phone: guardianPhone,
      version: CONSENT_NOTICE_VERSION,
      consentedAt: '2026-06-15T10:00:00.000Z',
      withdrawnAt: null,
    });
  });

  it('tells the guardian by SMS what they agree to', async () => {
    const guardianPhone = uniquePhone();
    await post('send-guardian-otp', { guardianPhone, phoneNo: uniquePhone() });
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox',
      query: { to: guardianPhone },
    });
    expect(outbox.json().data[0].text).toMatch(/under 18 .* parent or guardian, to record their voice/);
  });

  it("refuses a guardian's phone that is the applicant's own, at the send and at sign-up", async () => {
    const { body, tokens } = await minorSignUp();
    const send = await post('send-guardian-otp', { guardianPhone: body.phoneNo, phoneNo: body.phoneNo });
    expect(send.statusCode).toBe(400);
    expect(send.json().message).toBe(GUARDIAN_MESSAGES.samePhone);
    const res = await post('register', {
      ...body,
      ...tokens,
      guardianPhone: body.phoneNo,
      guardianVerificationToken: tokens.phoneVerificationToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(GUARDIAN_MESSAGES.samePhone);
    expect(await accountsWith(body.email)).toBe(0);
  });

  it('refuses a wrong guardian code, an expired one and a reused one, and writes nothing', async () => {
    const { body, tokens } = await minorSignUp();
    const guardianPhone = uniquePhone();
    await post('send-guardian-otp', { guardianPhone, phoneNo: body.phoneNo });
    const code = await readCode(t.app, guardianPhone);
    const wrong = await post('verify-guardian-otp', {
      guardianPhone,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid OTP. 4 tries left.');

    t.clock.advance(11 * 60_000);
    const expired = await post('verify-guardian-otp', { guardianPhone, otp: code });
    expect(expired.json().message).toBe('This code has expired. Please request a new one.');

    // A made-up proof is no proof.
    const forged = { ...body, ...tokens, guardianPhone, guardianVerificationToken: 'made-up' };
    expect((await post('register', forged)).json().message).toBe(GUARDIAN_MESSAGES.notVerified);
    expect(await accountsWith(body.email)).toBe(0);

    // A fresh code works once: verifying it again, or opening a second account with its proof, is refused.
    t.clock.advance(60_000);
    const proof = await guardianToken(guardianPhone, body.phoneNo);
    const again = await post('verify-guardian-otp', {
      guardianPhone,
      otp: await readCode(t.app, guardianPhone),
    });
    expect(again.json().message).toBe('No active code for this number or address. Please request a new one.');
    const first = await post('register', {
      ...body,
      ...tokens,
      guardianPhone,
      guardianVerificationToken: proof,
    });
    expect(first.statusCode).toBe(201);
    const sibling = await minorSignUp();
    const reused = await post('register', {
      ...sibling.body,
      ...sibling.tokens,
      guardianPhone,
      guardianVerificationToken: proof,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(GUARDIAN_MESSAGES.notVerified);
    expect(await accountsWith(sibling.body.email)).toBe(0);
  });

  it('keeps nothing about a guardian an adult names', async () => {
    const body = registrationBody({ dob: '1990-01-01' });
    const tokens = await verifyContacts(t.app, body.phoneNo, body.email);
    const res = await post('register', {
      ...body,
      ...tokens,
      guardianPhone: uniquePhone(),
      guardianVerificationToken: 'x',
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.app.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, res.json().data.user._id));
    expect(rows).toEqual([]);
  });
});
