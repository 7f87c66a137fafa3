// Accounts helpers for API tests (shared with the recording and dashboard tests): make users through the
// real sign-up API, reading the codes from the dev outbox as a person would read their SMS and e-mail.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AuthResult, RegisterBody } from '@dhvani/contract/auth';
import { users } from '../../src/db/schema/index.js';

export interface RegisteredUser extends AuthResult {
  phoneNo: string;
  email: string;
  password: string;
}

let sequence = 0;

/**
 * A valid, distinct Indian mobile number (10 digits starting 6-9). The sequence comes first, so that numbers
 * spread over many 5-digit prefixes as real ones do (SMS sends are capped per prefix).
 */
export function uniquePhone(): string {
  sequence += 1;
  return `9${String(sequence % 100_000).padStart(5, '0')}${String(process.pid % 10_000).padStart(4, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}@example.test`;
}

/** A client address of its own for each caller, so per-IP limits never couple unrelated tests. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The newest one-time code the outbox holds for this phone number or e-mail address. */
export async function readCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox', query: { to } });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}: ${res.body}`);
  const code = (res.json().data as Array<{ code: string | null }>).find((m) => m.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

async function post(app: FastifyInstance, url: string, payload: object, extra: Partial<InjectOptions> = {}) {
  const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, payload, ...extra });
  if (res.statusCode >= 300) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export interface VerificationTokens {
  phoneVerificationToken: string;
  emailVerificationToken: string;
}

/** Sends and enters both sign-up codes, as the sign-up page does; returns the tokens register needs. */
export async function verifyContacts(
  app: FastifyInstance,
  phoneNo: string,
  email: string,
): Promise<VerificationTokens> {
  const remoteAddress = randomIp();
  await post(app, '/users/send-phone-otp-register', { phoneNo }, { remoteAddress });
  const phone = await post(
    app,
    '/users/verify-phone-otp',
    { phoneNo, otp: await readCode(app, phoneNo) },
    { remoteAddress },
  );
  await post(app, '/users/send-verification-code', { email }, { remoteAddress });
  const mail = await post(
    app,
    '/users/verify-email-code',
    { email, code: await readCode(app, email) },
    { remoteAddress },
  );
  return {
    phoneVerificationToken: phone.data.verificationToken,
    emailVerificationToken: mail.data.verificationToken,
  };
}

export function registrationBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const password = overrides.password ?? 'secret-pass-1';
  return {
    name: 'Asha Verma',
    gender: 'female',
    dob: '1995-06-15',
    phoneNo: uniquePhone(),
    email: uniqueEmail(),
    city: 'Pune',
    motherTongue: 'Hindi',
    knownLanguages: 'Hindi,Marathi',
    password,
    confirmPassword: password,
    ...overrides,
  };
}

/** Registers a user through the API (both verifications included) and returns the signed-in result. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterBody> = {},
): Promise<RegisteredUser> {
  const body = registrationBody(overrides);
  const tokens = await verifyContacts(app, body.phoneNo, body.email);
  const result = (await post(app, '/users/register', { ...body, ...tokens }, { remoteAddress: randomIp() }))
    .data as AuthResult;
  return {
    ...result,
    phoneNo: body.phoneNo,
    email: body.email.trim().toLowerCase(),
    password: body.password,
  };
}

/**
 * A contributor under 18 signed up with `guardianPhone`'s consent (issue 23), as the sign-up page does it: both
 * own codes, then the code the guardian received. `dob` must make them a minor on the app's clock.
 */
export async function registerMinor(
  app: FastifyInstance,
  guardianPhone: string,
  overrides: Partial<RegisterBody> & { dob: string },
): Promise<RegisteredUser> {
  const body = registrationBody(overrides);
  const tokens = await verifyContacts(app, body.phoneNo, body.email);
  const remoteAddress = randomIp();
  await post(app, '/users/send-guardian-otp', { guardianPhone, phoneNo: body.phoneNo }, { remoteAddress });
  const otp = await readCode(app, guardianPhone);
  const verified = await post(app, '/users/verify-guardian-otp', { guardianPhone, otp }, { remoteAddress });
  const guardianVerificationToken = verified.data.verificationToken as string;
  const result = (
    await post(
      app,
      '/users/register',
      { ...body, ...tokens, guardianPhone, guardianVerificationToken },
      { remoteAddress },
    )
  ).data as AuthResult;
  return {
    ...result,
    phoneNo: body.phoneNo,
    email: body.email.trim().toLowerCase(),
    password: body.password,
  };
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<AuthResult> {
  return (await post(app, '/users/login', { email, password }, { remoteAddress: randomIp() })).data;
}

export async function signInByPhone(app: FastifyInstance, phoneNo: string): Promise<AuthResult> {
  const remoteAddress = randomIp();
  await post(app, '/users/send-phone-otp-login', { phoneNo }, { remoteAddress });
  const otp = await readCode(app, phoneNo);
  return (await post(app, '/users/login-phone-otp', { phoneNo, otp }, { remoteAddress })).data;
}

/** Registers a user, makes it an admin and signs it in again so the token carries the role. */
export async function registerAdmin(app: FastifyInstance, overrides: Partial<RegisterBody> = {}) {
  const registered = await registerUser(app, overrides);
  await app.db
    .update(users)
    .set({ role: 'admin', tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, registered.user._id));
  return { ...registered, ...(await signIn(app, registered.email, registered.password)) };
}

/**
 * A call to /api/v1 as `token` (anonymous without one), from an address of its own so that one test's calls
 * never meet another's per-address limits.
 */
export function callApi(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    payload,
    remoteAddress: randomIp(),
  });
}

/** The cast of the access tests: a contributor, another contributor and an admin, registered at once. */
export async function registerOwnerOtherAdmin(app: FastifyInstance) {
  const [owner, other, admin] = await Promise.all([registerUser(app), registerUser(app), registerAdmin(app)]);
  return { owner, other, admin };
}

/** Changes a signed-in user's e-mail address as the profile page does: PUT /update-account, then the code. */
export async function changeEmail(app: FastifyInstance, accessToken: string, email: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const current = await app.inject({ method: 'GET', url: '/api/v1/users/current', headers });
  const remoteAddress = randomIp();
  const name = current.json().data.name as string;
  const asked = await app.inject({
    method: 'PUT',
    url: '/api/v1/update-account',
    payload: { name, email },
    headers,
    remoteAddress,
  });
  if (asked.statusCode !== 200) throw new Error(`update-account answered ${asked.statusCode}: ${asked.body}`);
  const code = await readCode(app, email);
  await post(app, '/users/confirm-email-change', { email, code }, { headers, remoteAddress });
}
