import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { ensureAdmin } from '../modules/admin-bootstrap/ensure-admin.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { bearer, changeEmail, randomIp, registerUser, signIn } from '../../test/support/accounts.js';
import { AUTH_CACHE_TTL_MS, createAuthCache, type CachedUser } from './auth-cache.js';

const row = (id: string, name = 'A'): CachedUser => ({ id, name }) as CachedUser;

describe('createAuthCache', () => {
  let now = 0;
  const cache = (maxEntries = 10) => createAuthCache({ now: () => now, ttlMs: 1000, maxEntries });

  it('keeps an entry for the TTL, then forgets it', () => {
    const c = cache();
    c.set(c.ticket(), 's1', row('u1'));
    now += 999;
    expect(c.get('u1', 's1')?.id).toBe('u1');
    expect(c.get('u1', 's2')).toBeNull();
    now += 1;
    expect(c.get('u1', 's1')).toBeNull();
    expect(c.size).toBe(0);
  });

  it('invalidateUser drops every session of that user only', () => {
    const c = cache();
    c.set(c.ticket(), 's1', row('u1'));
    c.set(c.ticket(), 's2', row('u1'));
    c.set(c.ticket(), 's3', row('u2'));
    c.invalidateUser('u1');
    expect(c.get('u1', 's1')).toBeNull();
    expect(c.get('u1', 's2')).toBeNull();
    expect(c.get('u2', 's3')?.id).toBe('u2');
    expect(c.size).toBe(1);
  });

  it('drops a fill whose read started before an invalidation (a logout racing a request)', () => {
    const c = cache();
    const ticket = c.ticket();
    c.invalidateUser('u1');
    c.set(ticket, 's1', row('u1'));
    expect(c.get('u1', 's1')).toBeNull();
  });

  it('stays within its bound by evicting the users cached longest ago', () => {
    const c = cache(3);
    for (const id of ['u1', 'u2', 'u3', 'u4']) c.set(c.ticket(), 's', row(id));
    c.set(c.ticket(), 's2', row('u4'));
    expect(c.size).toBe(3);
    expect(c.get('u1', 's')).toBeNull();
    expect(c.get('u2', 's')).toBeNull();
    expect(c.get('u4', 's2')?.id).toBe('u4');
  });
});

describe('auth micro-cache in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      payload,
      remoteAddress: randomIp(),
    });
  const current = (token: string) => call('GET', '/users/current', token);

  it('answers a repeated /users/current within the TTL without the database, and once with one query', async () => {
    const person = await registerUser(t.app);
    const selects = vi.spyOn(t.app.db, 'select');
    expect((await current(person.accessToken)).statusCode).toBe(200);
    // The auth check's row serves the handler too: one query for the whole request.
    expect(selects).toHaveBeenCalledTimes(1);
    const again = await current(person.accessToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(person.user._id);
    expect(selects).toHaveBeenCalledTimes(1);
  });

  it('sees a change made elsewhere (straight in the database) once the TTL has passed', async () => {
    const person = await registerUser(t.app);
    expect((await current(person.accessToken)).json().data.name).toBe(person.user.name);
    await t.app.db.update(users).set({ name: 'Renamed Elsewhere' }).where(eq(users.id, person.user._id));
    // Within the TTL this process may still answer from the cache: the documented bound.
    expect((await current(person.accessToken)).json().data.name).toBe(person.user.name);
    t.clock.advance(AUTH_CACHE_TTL_MS);
    expect((await current(person.accessToken)).json().data.name).toBe('Renamed Elsewhere');
    await t.app.db.delete(users).where(eq(users.id, person.user._id));
    t.clock.advance(AUTH_CACHE_TTL_MS);
    expect((await current(person.accessToken)).statusCode).toBe(401);
  });

  it('logout gives 401 at once for a token the cache has just seen', async () => {
    const person = await registerUser(t.app);
    expect((await current(person.accessToken)).statusCode).toBe(200);
    expect((await call('POST', '/users/logout', person.accessToken)).statusCode).toBe(200);
    expect((await current(person.accessToken)).statusCode).toBe(401);
  });

  it('a password change ends the other cached sessions at once; the asking one stays', async () => {
    const person = await registerUser(t.app);
    const other = await signIn(t.app, person.email, person.password);
    expect((await current(other.accessToken)).statusCode).toBe(200);
    expect((await current(person.accessToken)).statusCode).toBe(200);
    const changed = await call('POST', '/change-password', person.accessToken, {
      oldPassword: person.password,
      newPassword: 'a-brand-new-pass-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await current(other.accessToken)).statusCode).toBe(401);
    expect((await current(person.accessToken)).statusCode).toBe(200);
  });

  it('account deletion gives 401 at once', async () => {
    const person = await registerUser(t.app);
    expect((await current(person.accessToken)).statusCode).toBe(200);
    expect((await call('DELETE', '/delete-account', person.accessToken)).statusCode).toBe(200);
    expect((await current(person.accessToken)).statusCode).toBe(401);
  });

  it('a reused refresh token revokes the cached session at once', async () => {
    const person = await registerUser(t.app);
    expect((await current(person.accessToken)).statusCode).toBe(200);
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/users/refresh-token', payload: { refreshToken } });
    expect((await refresh(person.refreshToken)).statusCode).toBe(200);
    expect((await refresh(person.refreshToken)).statusCode).toBe(401);
    expect((await current(person.accessToken)).statusCode).toBe(401);
  });

  it('update-account and a role change are seen at once', async () => {
    const person = await registerUser(t.app);
    expect((await current(person.accessToken)).statusCode).toBe(200);
    const email = `renamed-${randomUUID()}@example.test`;
    const updated = await call('PUT', '/update-account', person.accessToken, {
      name: 'New Name',
      email: person.email,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await current(person.accessToken)).json().data).toMatchObject({ name: 'New Name' });
    await changeEmail(t.app, person.accessToken, email);
    expect((await current(person.accessToken)).json().data).toMatchObject({ name: 'New Name', email });
    const input = { email, password: 'operator-pass-1', phone: null };
    const opts = { now: t.clock.now(), resetPassword: false, hashPassword: t.app.passwords.hash };
    expect(await ensureAdmin(t.app.db, input, { ...opts, changed: t.app.authCache.invalidateUser })).toBe(
      'promoted',
    );
    expect((await current(person.accessToken)).statusCode).toBe(401);
  });
});
