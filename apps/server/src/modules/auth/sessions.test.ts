import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  bearer,
  randomIp,
  registerUser,
  signIn,
  type RegisteredUser,
} from '../../../test/support/accounts.js';

describe('sessions and tokens', () => {
  let t: TestApp;
  let person: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    person = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const current = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/current', headers: bearer(accessToken) });
  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      payload: { refreshToken },
      remoteAddress: randomIp(),
    });
  const logout = (accessToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: bearer(accessToken) });

  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

  it('issues an access token with sub, role, ver and sid that expires in 15 minutes', async () => {
    const claims = claimsOf(person.accessToken);
    expect(claims).toMatchObject({ sub: person.user._id, role: 'user', ver: 0, sid: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('rotates refresh tokens: each works once and gives a new pair', async () => {
    const session = await signIn(t.app, person.email, person.password);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().data;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.user._id).toBe(person.user._id);
    expect((await current(next.accessToken)).statusCode).toBe(200);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const session = await signIn(t.app, person.email, person.password);
    const rotated = (await refresh(session.refreshToken)).json().data;
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/ended for your safety/);
    // The thief's and the owner's newer tokens die with it.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await current(rotated.accessToken)).statusCode).toBe(401);
    expect((await current(session.accessToken)).statusCode).toBe(401);
    // Other sign-ins are untouched.
    expect((await current(person.accessToken)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token, and one older than 30 days', async () => {
    expect((await refresh('not-a-real-token-at-all')).statusCode).toBe(401);
    const session = await signIn(t.app, person.email, person.password);
    t.clock.advance(30 * 24 * 60 * 60_000 + 1000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('logout revokes the session: its access and refresh tokens fail at once', async () => {
    const session = await signIn(t.app, person.email, person.password);
    const res = await logout(session.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logged out successfully!');
    expect((await current(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await logout(session.accessToken)).statusCode).toBe(401);
  });

  describe('forged and stale access tokens get 401', () => {
    // Each case starts from a genuine, working token, so a 401 can only come from the forgery.
    const genuine = async () => {
      const { accessToken } = await signIn(t.app, person.email, person.password);
      expect((await current(accessToken)).statusCode).toBe(200);
      return accessToken;
    };

    it('alg none', async () => {
      const claims = claimsOf(await genuine());
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      expect((await current(none)).statusCode).toBe(401);
    });

    it('a wrong signature, a different algorithm and a tampered payload', async () => {
      const token = await genuine();
      const claims = claimsOf(token);
      const wrongKey = new TextEncoder().encode('another-secret-another-secret-another-secret');
      const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(wrongKey);
      expect((await current(forged)).statusCode).toBe(401);
      const secret = new TextEncoder().encode(t.config.jwtSecret!);
      const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret);
      expect((await current(hs512)).statusCode).toBe(401);
      const [h, , s] = token.split('.');
      const tampered = `${h}.${b64({ ...claims, role: 'admin' })}.${s}`;
      expect((await current(tampered)).statusCode).toBe(401);
    });

    it('an expired token', async () => {
      const accessToken = await genuine();
      t.clock.advance(15 * 60_000 + 1000);
      const res = await current(accessToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    });

    it('a token that was accepted before (and so remembered as verified), once it expires', async () => {
      const accessToken = await genuine();
      expect((await current(accessToken)).statusCode).toBe(200);
      t.clock.advance(15 * 60_000 + 1000);
      const res = await current(accessToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    });

    it('no token, a malformed header, or garbage', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/current' })).statusCode).toBe(401);
      const token = await genuine();
      for (const authorization of [
        'Bearer',
        'Basic abc',
        `Token ${token}`,
        'Bearer a.b.c',
        `Bearer ${token}x`,
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/current',
          headers: { authorization },
        });
        expect(res.statusCode, authorization).toBe(401);
        expect(res.json().success).toBe(false);
      }
    });
  });
});
