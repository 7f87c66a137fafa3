import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { manualClock } from '../lib/clock.js';
import { resetDatabase, testDatabase } from '../../test/support/test-database.js';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { bearer, registerAdmin, registerUser, signIn } from '../../test/support/accounts.js';
import { authUser } from './auth.js';

// requireUser / requireAdmin on routes of our own, added before the app is ready.
describe('auth plugin guards', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(os.tmpdir(), `dhvani-auth-plugin-${process.pid}`),
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    });
    app = await buildApp({ config, database, clock: manualClock(), logger: false });
    app.get('/guarded/user', { preHandler: app.requireUser }, async (req) => authUser(req));
    app.get('/guarded/admin', { preHandler: app.requireAdmin }, async (req) => authUser(req));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('requireUser: 401 anonymous, and request.user = { id, role, sessionId } when signed in', async () => {
    expect((await get('/guarded/user')).statusCode).toBe(401);
    const person = await registerUser(app);
    const res = await get('/guarded/user', person.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: person.user._id, role: 'user', sessionId: expect.any(String) });
  });

  it('requireAdmin: 401 anonymous, 403 for a contributor, 200 for an admin', async () => {
    expect((await get('/guarded/admin')).statusCode).toBe(401);
    const person = await registerUser(app);
    const denied = await get('/guarded/admin', person.accessToken);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      statusCode: 403,
      success: false,
      message: 'Access denied. Admin privileges required.',
      code: 'admin.accessDenied',
    });
    const admin = await registerAdmin(app);
    expect((await get('/guarded/admin', admin.accessToken)).json().role).toBe('admin');
  });

  it('a token_version bump (e.g. a role change) invalidates access tokens issued before it', async () => {
    const person = await registerUser(app);
    const bystander = await registerUser(app);
    await app.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, person.user._id));
    expect((await get('/guarded/user', person.accessToken)).statusCode).toBe(401);
    expect((await get('/guarded/user', bystander.accessToken)).statusCode).toBe(200);
    const fresh = await signIn(app, person.email, person.password);
    expect((await get('/guarded/user', fresh.accessToken)).statusCode).toBe(200);
  });
});
