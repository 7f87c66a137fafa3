// Fault: PostgreSQL stops while the server runs. Every request that needs the database gets a 503 with a
// message a person can act on, nothing is half-written, and when PostgreSQL is back the same app recovers
// without a restart, its background job runner included. The test runs its own PostgreSQL server (it has to
// stop it), in every run.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { bearer, registerAdmin, type RegisteredUser } from '../support/accounts.js';
import { giveConsent, leftovers, makeWav, upload } from '../support/recordings.js';
import { invariantProblems } from '../support/ledger-invariant.js';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

describe('PostgreSQL stopped while the server runs', () => {
  let pg: PrivatePostgres;
  let app: FastifyInstance;
  let dataDir: string;
  let user: RegisteredUser;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      JWT_SECRET: 'outage-secret-outage-secret-outage-secret-01',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      JOB_CONCURRENCY: '1',
    });
    app = await buildApp({ config, logger: false });
    await app.ready();
    user = await registerAdmin(app);
    await giveConsent(app, user.accessToken);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    pg?.remove();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const request = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.accessToken), payload });

  async function waitForGrade(id: string, timeoutMs = 60_000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const list = (await request('GET', '/users/recordings')).json().data as Array<{
        _id: string;
        quality: string | null;
      }>;
      const quality = list.find((r) => r._id === id)?.quality ?? null;
      if (quality || Date.now() > deadline) return quality;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('answers 503 while it is down, writes nothing, and recovers when it is back', async () => {
    const kept = await upload(app, user.accessToken, { wav: makeWav(3) });
    expect(kept.statusCode).toBe(201);
    const keptId = kept.json().data._id as string;
    // Graded now, so the background runner has nothing left to write while the counts are compared.
    expect((await request('POST', `/recordings/${keptId}/evaluate`)).statusCode).toBe(200);
    const before = await leftovers(app);

    pg.stop();
    // The auth micro-cache (plugins/auth-cache.ts) may answer a just-seen token for up to a second
    // without the database; this test is about the requests that do reach it.
    app.authCache.clear();
    const down = [
      await app.inject({ method: 'GET', url: '/api/v1/health' }),
      await request('GET', '/users/current'),
      await request('GET', '/users/recordings'),
      await request('POST', `/recordings/${keptId}/evaluate`),
      await upload(app, user.accessToken, { wav: makeWav(4) }),
      await app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: user.email, password: user.password },
      }),
    ];
    for (const res of down) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, success: false, message: UNAVAILABLE });
      expect(res.headers['retry-after']).toBe('5');
    }

    pg.start();
    let health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    for (let i = 0; i < 50 && health.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    }
    expect(health.statusCode).toBe(200);
    expect(await leftovers(app)).toEqual(before);

    expect((await request('POST', `/recordings/${keptId}/evaluate`)).statusCode).toBe(200);
    const after = await upload(app, user.accessToken, { wav: makeWav(4) });
    expect(after.statusCode).toBe(201);
    // Graded in the background by the same runner after the outage, without anyone calling evaluate.
    const graded = await waitForGrade(after.json().data._id as string);
    expect(graded).toBe('poor');
    expect(await invariantProblems(app, user.accessToken)).toEqual([]);
  }, 120_000);
});
