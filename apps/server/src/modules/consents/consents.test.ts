// Consent history and notice versions (issue 23): every consent and withdrawal is a line of the person's
// history with its notice version; a consent to an older notice no longer lets them upload.
import { CONSENT_MESSAGES } from '@dhvani/contract/consents';
import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../../db/schema/index.js';
import { bearer, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { makeWav, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

describe('consents and their history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: RegisteredUser) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(who.accessToken),
      ...(method === 'POST' ? { payload: { dataUsage: true, recording: true, terms: true } } : {}),
    });
  const history = async (who: RegisteredUser) =>
    (await call('GET', '/users/consents/history', who)).json().data.events as Array<{
      kind: string;
      version: string;
      at: string;
    }>;

  it('starts empty, then lists each consent and withdrawal newest first with the notice version', async () => {
    const person = await registerUser(t.app);
    expect(await history(person)).toEqual([]);

    const times: string[] = [];
    const step = () => {
      t.clock.advance(60_000);
      times.push(t.clock.now().toISOString());
    };
    step();
    expect((await call('POST', '/users/consents', person)).json().data.active).toBe(true);
    step();
    const withdrawn = await call('DELETE', '/users/consents', person);
    expect(withdrawn.json().data).toMatchObject({
      active: false,
      withdrawnAt: times[1],
      withdrawnBy: 'self',
    });
    step();
    expect((await call('POST', '/users/consents', person)).json().data).toMatchObject({
      active: true,
      withdrawnAt: null,
      givenAt: times[2],
    });

    expect(await history(person)).toEqual([
      { kind: 'given', version: PRIVACY_NOTICE.version, at: times[2], by: 'self' },
      { kind: 'withdrawn', version: PRIVACY_NOTICE.version, at: times[1], by: 'self' },
      { kind: 'given', version: PRIVACY_NOTICE.version, at: times[0], by: 'self' },
    ]);
  });

  it('adds no line for agreeing again to the notice in force, nor for withdrawing twice', async () => {
    const person = await registerUser(t.app);
    const givenAt = t.clock.now().toISOString();
    await call('POST', '/users/consents', person);
    t.clock.advance(60_000);
    const again = await call('POST', '/users/consents', person);
    // The consent in force keeps the time it was given.
    expect(again.json().data.givenAt).toBe(givenAt);
    const withdrawnAt = t.clock.now().toISOString();
    await call('DELETE', '/users/consents', person);
    t.clock.advance(60_000);
    const twice = await call('DELETE', '/users/consents', person);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data.withdrawnAt).toBe(withdrawnAt);
    expect((await history(person)).map((e) => e.kind)).toEqual(['withdrawn', 'given']);
  });

  it('withdrawing without ever agreeing changes nothing', async () => {
    const person = await registerUser(t.app);
    const res = await call('DELETE', '/users/consents', person);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: null, active: false });
    expect(await history(person)).toEqual([]);
  });

  it('asks again after the notice changed: a consent to an older version does not allow uploads', async () => {
    const person = await registerUser(t.app);
    await call('POST', '/users/consents', person);
    // What a consent given before the notice text changed looks like.
    await t.app.db.update(consents).set({ version: '2025-01' }).where(eq(consents.userId, person.user._id));

    const state = (await call('GET', '/users/consents', person)).json().data;
    expect(state).toMatchObject({
      version: '2025-01',
      currentVersion: PRIVACY_NOTICE.version,
      active: false,
    });
    const refused = await upload(t.app, person.accessToken, { wav: makeWav(3) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: CONSENT_MESSAGES.required, code: 'consent_required' });

    const again = await call('POST', '/users/consents', person);
    expect(again.json().data).toMatchObject({ version: PRIVACY_NOTICE.version, active: true });
    expect((await history(person))[0]).toMatchObject({ kind: 'given', version: PRIVACY_NOTICE.version });
  });

  it('keeps one history per person', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await call('POST', '/users/consents', a);
    expect(await history(b)).toEqual([]);
  });

  it('refuses the history without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/consents/history' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /privacy/notice', () => {
  it('answers the notice version and date, and null for a grievance officer nobody set', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/privacy/notice' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ...PRIVACY_NOTICE, grievanceOfficer: null });
    } finally {
      await t.close();
    }
  });

  it('answers the grievance officer the operator configured', async () => {
    const t = await createTestApp({
      GRIEVANCE_OFFICER_NAME: 'Asha Rao',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@example.org',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/privacy/notice' });
      expect(res.json().data.grievanceOfficer).toEqual({
        name: 'Asha Rao',
        email: 'grievance@example.org',
        phone: null,
        address: null,
      });
    } finally {
      await t.close();
    }
  });
});
