// A signed-in contributor for browser tests of the recording flow: registered through the real sign-up
// API (codes read from the dev outbox, as a person reads their SMS and e-mail), then put into the
// page's localStorage under SPEC §9's keys before the app loads.
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForCode } from './outbox.js';

export interface RecordingUser {
  _id: string;
  name: string;
  email: string;
  phoneNo: string;
  accessToken: string;
  refreshToken: string;
}

async function post(request: APIRequestContext, path: string, data: object): Promise<unknown> {
  const response = await request.post(`/api/v1${path}`, { data });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: unknown }).data;
}

/** Registers a fresh contributor (phone and e-mail verified) and returns their tokens. */
export async function registerRecordingUser(request: APIRequestContext): Promise<RecordingUser> {
  const phoneNo = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const email = `recorder-${Date.now()}-${randomInt(0, 1e6)}@example.test`;
  const password = 'record-pass-1';

  let since = new Date();
  await post(request, '/users/send-phone-otp-register', { phoneNo });
  const otp = await waitForCode(request, phoneNo, { since, channel: 'sms' });
  const phone = (await post(request, '/users/verify-phone-otp', { phoneNo, otp })) as {
    verificationToken: string;
  };

  since = new Date();
  await post(request, '/users/send-verification-code', { email });
  const code = await waitForCode(request, email, { since, channel: 'email' });
  const mail = (await post(request, '/users/verify-email-code', { email, code })) as {
    verificationToken: string;
  };

  const result = (await post(request, '/users/register', {
    name: 'Meera Recorder',
    gender: 'female',
    dob: '1992-03-14',
    phoneNo,
    email,
    city: 'Mysuru',
    motherTongue: 'Kannada',
    knownLanguages: 'Kannada,Hindi',
    password,
    confirmPassword: password,
    phoneVerificationToken: phone.verificationToken,
    emailVerificationToken: mail.verificationToken,
  })) as { user: { _id: string; name: string }; accessToken: string; refreshToken: string };

  return {
    _id: result.user._id,
    name: result.user.name,
    email,
    phoneNo,
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
  };
}

/** Makes every page of this test start signed in as `user`. Call before the first page.goto. */
export async function signInPage(page: Page, user: RecordingUser): Promise<void> {
  // Only when empty, so a token the app refreshed later is not put back on the next navigation.
  await page.addInitScript(
    (session) => {
      if (window.localStorage.getItem('accessToken')) return;
      window.localStorage.setItem('accessToken', session.accessToken);
      window.localStorage.setItem('refreshToken', session.refreshToken);
      window.localStorage.setItem('user', JSON.stringify(session.user));
    },
    {
      accessToken: user.accessToken,
      refreshToken: user.refreshToken,
      user: { _id: user._id, name: user.name, email: user.email, role: 'user' },
    },
  );
}

/** GET an API path as `user`, returning the envelope's data. */
export async function getAs<T>(request: APIRequestContext, user: RecordingUser, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}
