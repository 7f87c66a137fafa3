// Signing up over real HTTP through the balancer, as a person does (issue 34): each step may land on another
// API process, so the codes sent, the outbox that holds them and the verification tokens must all be shared.
import { randomInt } from 'node:crypto';
import { call } from '../test/faults/support/http-client.js';

async function post(base: string, url: string, body: object) {
  const res = await call(base, 'POST', url, undefined, body);
  if (res.status >= 300) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body?.data as Record<string, string>;
}

/** The newest one-time code the developer outbox holds for a phone number or e-mail address. */
async function codeFor(base: string, to: string): Promise<string> {
  const res = await call(base, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = (res.body?.data as Array<{ code: string | null }> | undefined)?.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}: ${res.status}`);
  return code;
}

/** Registers a contributor who knows Hindi and Marathi; returns their access token. */
export async function signUpOverHttp(base: string): Promise<string> {
  const phoneNo = `9${randomInt(100_000_000, 1_000_000_000)}`;
  const email = `reviewer-${phoneNo}@example.test`;
  await post(base, '/users/send-phone-otp-register', { phoneNo });
  const phone = await post(base, '/users/verify-phone-otp', { phoneNo, otp: await codeFor(base, phoneNo) });
  await post(base, '/users/send-verification-code', { email });
  const mail = await post(base, '/users/verify-email-code', { email, code: await codeFor(base, email) });
  const password = 'secret-pass-1';
  const registered = await post(base, '/users/register', {
    name: 'Ravi Kumar',
    gender: 'male',
    dob: '1990-03-12',
    phoneNo,
    email,
    city: 'Bhopal',
    motherTongue: 'Hindi',
    knownLanguages: 'Hindi,Marathi',
    password,
    confirmPassword: password,
    phoneVerificationToken: phone.verificationToken,
    emailVerificationToken: mail.verificationToken,
  });
  return registered.accessToken!;
}
