import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  bearer,
  randomIp,
  registerUser,
  signIn,
  signInByPhone,
  uniqueEmail,
} from '../../../test/support/accounts.js';

describe('accounts API contract', () => {
  let t: TestApp;
  const bodies: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    // Record every response the accounts flows below produce, success or error.
    const inject = t.app.inject.bind(t.app) as (o: InjectOptions) => Promise<LightMyRequestResponse>;
    t.app.inject = (async (opts: InjectOptions) => {
      const res = await inject(opts);
      bodies.push(res.body);
      return res;
    }) as typeof t.app.inject;
  });
  afterAll(() => t.close());

  it('never sends a password, a hash or the token version in any response', async () => {
    const password = 'p4ssw0rd-visible';
    const person = await registerUser(t.app, { password, confirmPassword: password });
    const session = await signIn(t.app, person.email, password);
    t.clock.advance(30_000);
    await signInByPhone(t.app, person.phoneNo);
    const call = (
      method: InjectOptions['method'],
      url: string,
      payload?: object,
      token = session.accessToken,
    ) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        payload,
        headers: bearer(token),
        remoteAddress: randomIp(),
      });
    await call('GET', '/users/current');
    await call('POST', '/users/check-user-existence', { email: person.email });
    await call('PUT', '/update-account', { name: 'Renamed', email: uniqueEmail() });
    await call('POST', '/users/login', { email: person.email, password: 'wrong-one' });
    await call('POST', '/users/refresh-token', { refreshToken: session.refreshToken });
    await call('POST', '/change-password', { oldPassword: password, newPassword: 'another-pass-2' });
    await call('POST', '/users/logout');
    await call('DELETE', '/delete-account', undefined, person.accessToken);

    expect(bodies.length).toBeGreaterThan(15);
    for (const body of bodies) {
      expect(body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion|token_version/i);
      expect(body).not.toContain(password);
      expect(body).not.toContain('another-pass-2');
    }
  });

  it('documents every accounts route in the OpenAPI page', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = [
      ['post', '/api/v1/users/send-phone-otp-login'],
      ['post', '/api/v1/users/login-phone-otp'],
      ['post', '/api/v1/users/login'],
      ['post', '/api/v1/users/check-user-existence'],
      ['post', '/api/v1/users/send-phone-otp-register'],
      ['post', '/api/v1/users/verify-phone-otp'],
      ['post', '/api/v1/users/send-verification-code'],
      ['post', '/api/v1/users/verify-email-code'],
      ['post', '/api/v1/users/register'],
      ['get', '/api/v1/users/current'],
      ['post', '/api/v1/users/logout'],
      ['post', '/api/v1/users/refresh-token'],
      ['put', '/api/v1/update-account'],
      ['post', '/api/v1/change-password'],
      ['delete', '/api/v1/delete-account'],
      ['get', '/api/v1/dev/outbox'],
    ] as const;
    for (const [method, route] of routes) {
      const op = spec.paths[route]?.[method];
      expect(op, `${method} ${route}`).toBeDefined();
      expect(op.summary, `${method} ${route}`).toBeTruthy();
    }
    const register = spec.paths['/api/v1/users/register'].post;
    const fields = Object.keys(register.requestBody.content['application/json'].schema.properties);
    expect(fields).toEqual(expect.arrayContaining(['phoneNo', 'email', 'knownLanguages', 'confirmPassword']));
    const user =
      spec.paths['/api/v1/users/current'].get.responses['200'].content['application/json'].schema.properties
        .data.properties;
    expect(Object.keys(user).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'language',
      'motherTongue',
      'name',
      'phoneNo',
      'rewardTokens',
      'role',
    ]);
    expect(spec.paths['/api/v1/users/current'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
