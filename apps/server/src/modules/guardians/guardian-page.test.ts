// Issue 23: a parent or guardian withdraws, in the product, the consent they gave for a minor: a code to their
// phone, a token for the client that entered it, then that phone's consents and no one else's.
import { CONSENT_MESSAGES } from '@dhvani/contract/consents';
import { GUARDIAN_PAGE_MESSAGES, GUARDIAN_WITHDRAWN_MESSAGE } from '@dhvani/contract/guardian';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  randomIp,
  readCode,
  registerMinor,
  uniquePhone,
  type RegisteredUser,
} from '../../../test/support/accounts.js';
import { giveConsent, makeWav, upload } from '../../../test/support/recordings.js';
import { guardianConsents } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { unzip } from '../../../test/support/unzip.js';

const SEVENTEEN = '2009-01-10';

describe('the guardian page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(new Date('2026-06-15T10:00:00Z')));

  const call = (method: InjectOptions['method'], url: string, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({ method, url: `/api/v1/guardian${url}`, remoteAddress: randomIp(), ...extra });
  const asGuardian = (token: string) => ({ headers: { 'x-guardian-token': token } });
  const list = (token: string) => call('GET', '/children', asGuardian(token));
  const withdraw = (token: string, id: string) =>
    call('DELETE', `/children/${id}/consent`, asGuardian(token));
  const renew = (token: string, id: string) => call('POST', `/children/${id}/consent`, asGuardian(token));

  async function verifiedGuardian(guardianPhone: string): Promise<string> {
    // The guardian's phone got the sign-up code just now: a new code waits for the resend interval.
    t.clock.advance(t.app.config.codeResendIntervalMs);
    expect((await call('POST', '/send-code', { payload: { guardianPhone } })).statusCode).toBe(200);
    const otp = await readCode(t.app, guardianPhone);
    const res = await call('POST', '/verify-code', { payload: { guardianPhone, otp } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.expiresInSeconds).toBe(15 * 60);
    return res.json().data.guardianToken as string;
  }

  const consentOf = async (child: RegisteredUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/consents', headers: bearer(child.accessToken) })
    ).json().data;
  const historyOf = async (child: RegisteredUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/consents/history',
        headers: bearer(child.accessToken),
      })
    ).json().data.events as Array<{ kind: string; by: string; at: string }>;
  const consentAgain = (child: RegisteredUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/consents',
      headers: bearer(child.accessToken),
      payload: { dataUsage: true, recording: true, terms: true },
    });

  it('answers the same for every number before the code, and the SMS says what the code opens', async () => {
    const guardian = uniquePhone();
    await registerMinor(t.app, guardian, { dob: SEVENTEEN });
    t.clock.advance(t.app.config.codeResendIntervalMs);
    const withChild = await call('POST', '/send-code', { payload: { guardianPhone: guardian } });
    const nobody = await call('POST', '/send-code', { payload: { guardianPhone: uniquePhone() } });
    expect(withChild.statusCode).toBe(200);
    expect(nobody.json()).toEqual(withChild.json());
    expect(withChild.json().message).toBe(GUARDIAN_PAGE_MESSAGES.codeSent);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', query: { to: guardian } });
    expect(outbox.json().data[0].text).toMatch(/code to see or withdraw the consent you gave as a parent/);
  });

  it('refuses a wrong code and gives no token', async () => {
    const guardianPhone = uniquePhone();
    await call('POST', '/send-code', { payload: { guardianPhone } });
    const code = await readCode(t.app, guardianPhone);
    const wrong = await call('POST', '/verify-code', {
      payload: { guardianPhone, otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid OTP. 4 tries left.', success: false });
    expect(wrong.json().data).toBeUndefined();
  });

  it("lists only the phone's own children, with nothing but first name, sign-up date and consent", async () => {
    const guardian = uniquePhone();
    const child = await registerMinor(t.app, guardian, { dob: SEVENTEEN, name: 'Ravi Kumar Sharma' });
    await registerMinor(t.app, uniquePhone(), { dob: SEVENTEEN, name: 'Someone Else' });
    const res = await list(await verifiedGuardian(guardian));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.children).toEqual([
      {
        _id: child.user._id,
        firstName: 'Ravi',
        signedUpAt: '2026-06-15T10:00:00.000Z',
        consent: 'given',
        withdrawnAt: null,
      },
    ]);
    // A number that gave no consent learns, after its own code, only that it gave none.
    expect((await list(await verifiedGuardian(uniquePhone()))).json().data.children).toEqual([]);
  });

  it('refuses a missing, made-up or expired token', async () => {
    const guardian = uniquePhone();
    const child = await registerMinor(t.app, guardian, { dob: SEVENTEEN });
    const token = await verifiedGuardian(guardian);
    for (const res of [await call('GET', '/children'), await list('made-up')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(GUARDIAN_PAGE_MESSAGES.tokenMissing);
    }
    t.clock.advance(15 * 60_000 + 1);
    expect((await list(token)).statusCode).toBe(401);
    expect((await withdraw(token, child.user._id)).statusCode).toBe(401);
    const [row] = await t.app.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, child.user._id));
    expect(row?.withdrawnAt).toBeNull();
  });

  it("does not let phone A's token withdraw or renew phone B's child", async () => {
    const a = uniquePhone();
    const b = uniquePhone();
    await registerMinor(t.app, a, { dob: SEVENTEEN });
    const childOfB = await registerMinor(t.app, b, { dob: SEVENTEEN });
    await giveConsent(t.app, childOfB.accessToken);
    const tokenA = await verifiedGuardian(a);
    for (const res of [await withdraw(tokenA, childOfB.user._id), await renew(tokenA, childOfB.user._id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(GUARDIAN_PAGE_MESSAGES.childNotFound);
    }
    expect(await consentOf(childOfB)).toMatchObject({ active: true, withdrawnAt: null });
    expect((await upload(t.app, childOfB.accessToken, { wav: makeWav(3) })).statusCode).toBe(201);
  });

  it("withdraws like the contributor's own withdrawal, by the guardian, and twice changes nothing", async () => {
    const guardian = uniquePhone();
    const child = await registerMinor(t.app, guardian, { dob: SEVENTEEN });
    await giveConsent(t.app, child.accessToken);
    expect((await upload(t.app, child.accessToken, { wav: makeWav(3) })).statusCode).toBe(201);
    const token = await verifiedGuardian(guardian);

    t.clock.advance(60_000);
    const at = t.clock.now().toISOString();
    const first = await withdraw(token, child.user._id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: GUARDIAN_PAGE_MESSAGES.withdrawn,
      data: { _id: child.user._id, consent: 'withdrawn', withdrawnAt: at },
    });

    const refused = await upload(t.app, child.accessToken, { wav: makeWav(3) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: CONSENT_MESSAGES.required, code: 'consent_required' });
    expect(await consentOf(child)).toMatchObject({
      active: false,
      withdrawnAt: at,
      withdrawnBy: 'guardian',
      guardian: { phone: guardian, withdrawnAt: at },
    });

    t.clock.advance(60_000);
    const second = await withdraw(token, child.user._id);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ consent: 'withdrawn', withdrawnAt: at });
    expect((await historyOf(child)).map((e) => [e.kind, e.by])).toEqual([
      ['withdrawn', 'guardian'],
      ['given', 'self'],
    ]);
    expect((await list(token)).json().data.children[0]).toMatchObject({
      consent: 'withdrawn',
      withdrawnAt: at,
    });

    // The contributor's own copy of their data says so too.
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/data-export',
      headers: bearer(child.accessToken),
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/data-export/${exported.json().data._id}/download`,
      headers: bearer(child.accessToken),
    });
    const consents = JSON.parse((await unzip(download.rawPayload))['consents.json']!.toString());
    expect(consents.current).toMatchObject({ withdrawnAt: at, withdrawnBy: 'guardian' });
    expect(consents.history[0]).toMatchObject({ kind: 'withdrawn', by: 'guardian', at });
    expect(consents.guardian).toMatchObject({ withdrawnAt: at });
  });

  it('keeps the minor from agreeing again alone until the guardian gives consent again', async () => {
    const guardian = uniquePhone();
    const child = await registerMinor(t.app, guardian, { dob: SEVENTEEN });
    const token = await verifiedGuardian(guardian);
    // No consent of their own yet: the history still says the guardian withdrew.
    await withdraw(token, child.user._id);
    expect((await historyOf(child)).map((e) => [e.kind, e.by])).toEqual([['withdrawn', 'guardian']]);

    const alone = await consentAgain(child);
    expect(alone.statusCode).toBe(403);
    expect(alone.json()).toMatchObject({
      message: GUARDIAN_WITHDRAWN_MESSAGE,
      code: 'guardian_consent_withdrawn',
    });
    expect((await consentOf(child)).active).toBe(false);

    const renewed = await renew(token, child.user._id);
    expect(renewed.json()).toMatchObject({
      message: GUARDIAN_PAGE_MESSAGES.given,
      data: { consent: 'given' },
    });
    expect((await consentAgain(child)).statusCode).toBe(200);
    expect((await upload(t.app, child.accessToken, { wav: makeWav(3) })).statusCode).toBe(201);
  });

  it('leaves a contributor who turned 18 to their own consent', async () => {
    const guardian = uniquePhone();
    const child = await registerMinor(t.app, guardian, { dob: SEVENTEEN });
    t.clock.set(new Date('2027-01-10T00:00:00Z'));
    const token = await verifiedGuardian(guardian);
    expect((await list(token)).json().data.children).toEqual([]);
    expect((await withdraw(token, child.user._id)).statusCode).toBe(404);
  });
});
