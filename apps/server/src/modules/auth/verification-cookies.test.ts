// Sign-up verifications kept as cookies for a browser that does not send the tokens back (issue 25), still
// bound to that browser (issue 17 §3): HttpOnly, SameSite=Strict, sent to the register path only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { randomIp, readCode, registrationBody } from '../../../test/support/accounts.js';

describe('sign-up verification cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${url}`,
      payload,
      remoteAddress: randomIp(),
      headers: cookie ? { cookie } : {},
    });

  /** Both verifications, as a browser makes them; returns the Cookie header it would send to register. */
  async function verifyInBrowser(phoneNo: string, email: string) {
    await post('send-phone-otp-register', { phoneNo });
    const phone = await post('verify-phone-otp', { phoneNo, otp: await readCode(t.app, phoneNo) });
    await post('send-verification-code', { email });
    const mail = await post('verify-email-code', { email, code: await readCode(t.app, email) });
    return {
      phone,
      mail,
      cookie: [...phone.cookies, ...mail.cookies].map((c) => `${c.name}=${c.value}`).join('; '),
    };
  }

  it('sets each token as an HttpOnly, SameSite=Strict cookie for the register path, for 30 minutes', async () => {
    const body = registrationBody();
    const { phone, mail } = await verifyInBrowser(body.phoneNo, body.email);
    for (const [res, name] of [
      [phone, 'dhvani_phone_verification'],
      [mail, 'dhvani_email_verification'],
    ] as const) {
      expect(res.cookies).toEqual([
        expect.objectContaining({
          name,
          value: res.json().data.verificationToken,
          path: '/api/v1/users/register',
          maxAge: 1800,
          httpOnly: true,
          sameSite: 'Strict',
        }),
      ]);
    }
  });

  it('registers the browser that holds both cookies, and only that one', async () => {
    const body = registrationBody();
    const { cookie } = await verifyInBrowser(body.phoneNo, body.email);
    const { phoneNo, email } = body;

    const stranger = await post('register', body);
    expect(stranger.statusCode).toBe(400);
    const halfway = await post('register', body, cookie.split('; ')[0]);
    expect(halfway.statusCode).toBe(400);

    const owner = await post('register', body, cookie);
    expect(owner.statusCode).toBe(201);
    expect(owner.json().data.user).toMatchObject({ phoneNo, email });
    // The verifications are used up; the browser is told to forget them.
    expect(owner.cookies.map((c) => [c.name, c.maxAge])).toEqual([
      ['dhvani_phone_verification', 0],
      ['dhvani_email_verification', 0],
    ]);
  });
});
