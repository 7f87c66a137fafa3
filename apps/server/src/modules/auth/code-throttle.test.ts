// Issue 17: SMS pumping and enumeration. 100 addresses used to get 100 SMS; one address got 100 answers of
// 404 from send-phone-otp-login. Now sends are capped per number prefix and across all SMS and e-mails
// (configurable), and every request to a send route counts against the client's IP, refused ones too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { randomIp, registerUser, uniqueEmail } from '../../../test/support/accounts.js';
import { SENDS_PER_IP_PER_HOUR } from './policy.js';

describe('code send caps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMS_SENDS_PER_HOUR: '6',
      SMS_SENDS_PER_PREFIX_PER_HOUR: '3',
      EMAIL_SENDS_PER_HOUR: '4',
    });
  });
  afterAll(() => t.close());

  // Every call from an address of its own: the caps must hold whoever asks.
  const post = (url: string, payload: object, remoteAddress = randomIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, remoteAddress });
  const sms = (phoneNo: string) => post('send-phone-otp-register', { phoneNo });

  it('caps SMS per number prefix and across all numbers per hour, then frees up', async () => {
    for (const n of ['9876500001', '9876500002', '9876500003']) expect((await sms(n)).statusCode).toBe(200);
    const prefix = await sms('9876500004');
    expect(prefix.statusCode).toBe(429);
    expect(prefix.json().message).toBe(
      'Too many codes were sent to numbers that start like this one. Please try again in 60 minutes.',
    );
    t.clock.advance(20 * 60_000);
    for (const n of ['8123400001', '7000011111', '6555512345']) expect((await sms(n)).statusCode).toBe(200);
    const all = await sms('9123456789');
    expect(all.statusCode).toBe(429);
    // The oldest of the six sends turns an hour old in 40 minutes.
    expect(all.json().message).toBe(
      'We are sending too many text messages right now. Please try again in 40 minutes.',
    );
    t.clock.advance(40 * 60_000);
    expect((await sms('9123456789')).statusCode).toBe(200);
  });

  it('caps e-mails across all addresses per hour', async () => {
    t.clock.advance(60 * 60_000);
    for (let i = 0; i < 4; i++) {
      expect((await post('send-verification-code', { email: uniqueEmail() })).statusCode).toBe(200);
    }
    const over = await post('send-verification-code', { email: uniqueEmail() });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      'We are sending too many e-mails right now. Please try again in 60 minutes.',
    );
  });

  it('reads the caps from SMS_SENDS_PER_HOUR, SMS_SENDS_PER_PREFIX_PER_HOUR and EMAIL_SENDS_PER_HOUR', () => {
    expect(t.config.codeSendCaps).toEqual({ smsPerHour: 6, smsPerPrefixPerHour: 3, emailPerHour: 4 });
    expect(() => loadConfig({ SMS_SENDS_PER_HOUR: 'lots' })).toThrow(/SMS_SENDS_PER_HOUR/);
  });
});

describe('per-IP limit on the routes that tell whether an account exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts every send request from one address, also those answered 404 or 409', async () => {
    const ip = randomIp();
    const person = await registerUser(t.app);
    const ask = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < SENDS_PER_IP_PER_HOUR; i++) {
      // Unknown numbers (404) and a number in use (409): each answer tells something about who has an account.
      const res =
        i % 10 === 0
          ? await ask('send-phone-otp-register', { phoneNo: person.phoneNo })
          : await ask('send-phone-otp-login', { phoneNo: `6${String(100_000_000 + i * 7919).slice(-9)}` });
      statuses.push(res.statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([404, 409]));
    for (const [url, payload] of [
      ['send-phone-otp-login', { phoneNo: '6999999999' }],
      ['send-phone-otp-register', { phoneNo: person.phoneNo }],
      ['send-verification-code', { email: person.email }],
    ] as const) {
      const res = await ask(url, payload);
      expect(res.statusCode, url).toBe(429);
      expect(res.json().message).toBe(
        'Too many codes were requested from your network. Please try again later.',
      );
    }
    // Another address is not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/send-phone-otp-login',
          payload: { phoneNo: '6999999999' },
          remoteAddress: randomIp(),
        })
      ).statusCode,
    ).toBe(404);
  });
});
