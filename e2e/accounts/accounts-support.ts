// Helpers for the account tests: fresh contacts, an account registered through the real API (codes read
// from the dev outbox), and the sign-in steps a person takes in the browser.
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForCode } from '../support/outbox.js';

export interface TestAccount {
  name: string;
  phoneNo: string;
  email: string;
  password: string;
  /** yyyy-mm-dd; an adult's when absent. */
  dob?: string;
}

/** A date of birth 17 years ago (yyyy-mm-dd): under 18 whatever the day. */
export function seventeenYearsAgo(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 17);
  return day.toISOString().slice(0, 10);
}

/** A phone number nobody else in this run uses: 10 digits starting with 6–9 (SPEC §5). */
export const freshPhone = () => `${randomInt(6, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
export const freshEmail = (tag: string) => `${tag}-${Date.now()}-${randomInt(0, 1e6)}@example.test`;

export function newAccount(tag: string): TestAccount {
  return { name: `Kavya ${tag}`, phoneNo: freshPhone(), email: freshEmail(tag), password: 'first-pass-1' };
}

async function post(request: APIRequestContext, path: string, data: object): Promise<unknown> {
  const response = await request.post(`/api/v1${path}`, { data });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: unknown }).data;
}

/** What verify-phone-otp and verify-email-code answer: the proof register needs. */
interface Proof {
  verificationToken: string;
}

/**
 * Registers `account` through the API, verifying both contacts with codes from the outbox; under 18, also the
 * code sent to `guardianPhone`, as the parent's consent (issue 23).
 */
export async function registerThroughApi(
  request: APIRequestContext,
  account: TestAccount,
  guardianPhone?: string,
): Promise<void> {
  let since = new Date();
  await post(request, '/users/send-phone-otp-register', { phoneNo: account.phoneNo });
  const otp = await waitForCode(request, account.phoneNo, { since, channel: 'sms' });
  const phone = (await post(request, '/users/verify-phone-otp', { phoneNo: account.phoneNo, otp })) as Proof;
  since = new Date();
  await post(request, '/users/send-verification-code', { email: account.email });
  const code = await waitForCode(request, account.email, { since, channel: 'email' });
  const email = (await post(request, '/users/verify-email-code', { email: account.email, code })) as Proof;
  let guardian = {};
  if (guardianPhone) {
    since = new Date();
    await post(request, '/users/send-guardian-otp', { guardianPhone, phoneNo: account.phoneNo });
    const otp = await waitForCode(request, guardianPhone, { since, channel: 'sms' });
    const proof = (await post(request, '/users/verify-guardian-otp', { guardianPhone, otp })) as Proof;
    guardian = { guardianPhone, guardianVerificationToken: proof.verificationToken };
  }
  await post(request, '/users/register', {
    ...guardian,
    name: account.name,
    gender: 'female',
    dob: account.dob ?? '1994-07-21',
    phoneNo: account.phoneNo,
    email: account.email,
    city: 'Kochi',
    motherTongue: 'Malayalam',
    knownLanguages: 'Malayalam,Tamil',
    password: account.password,
    confirmPassword: account.password,
    phoneVerificationToken: phone.verificationToken,
    emailVerificationToken: email.verificationToken,
  });
}

/** Opens sign-in (or continues on it), chooses the Email tab and signs in. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/auth/signin')) await page.goto('/auth/signin');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Clicks Send OTP on the sign-in page and waits for the code to go out. Registering sent this number a code
 * a moment ago; the test server allows the next one at once (CODE_RESEND_SECONDS=0 in e2e/support/server.ts),
 * so any "Please wait" here is a failure, not something to wait out.
 */
export async function requestSignInOtp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully!')).toBeVisible();
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The navigation bar shows the person's name as the way to their profile. */
export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
}
