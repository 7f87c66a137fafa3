import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the service and its database as ok in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      data: { status: 'ok', db: 'ok', storage: 'ok', readCheck: 'on', transcriber: 'off' },
      message: 'Success',
      success: true,
    });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('reports the read-check unavailable without espeak-ng, and off when the operator turned it off', async () => {
    for (const [env, state] of [
      [{ ESPEAK_NG_PATH: '/nonexistent/espeak-ng' }, 'unavailable'],
      [{ READ_CHECK: 'off' }, 'off'],
    ] as const) {
      const other = await createTestApp(env);
      try {
        const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
        // Grading goes on without it: the service is still healthy.
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({
          status: 'ok',
          db: 'ok',
          storage: 'ok',
          readCheck: state,
          transcriber: 'off',
        });
      } finally {
        await other.close();
      }
    }
  });

  it('answers 503 with a clear message when the database cannot be reached', async () => {
    const original = t.app.database.ping;
    t.app.database.ping = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, statusCode: 503 });
      expect(res.json().message).toMatch(/temporarily unavailable/);
    } finally {
      t.app.database.ping = original;
    }
  });
});

describe('GET /api/v1/health/live and /health/ready (behind a balancer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says the process is alive without asking anything else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'alive' });
  });

  it('is ready when the database answers, and says Redis is not used when REDIS_URL is unset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'ready',
      db: 'ok',
      storage: 'ok',
      redis: 'not-used',
      peers: 0,
      problems: [],
    });
  });

  it('is not ready, and says why, when this process disagrees with another on the database', async () => {
    const original = t.app.instances.check;
    const problem = 'JWT_SECRET differs from the one of the API process 42 on other-host (started …).';
    t.app.instances.check = async () => ({ others: 1, problems: [problem] });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'This API process cannot take requests now: see data.problems.',
        data: { status: 'not-ready', peers: 1, problems: [problem] },
      });
      // Liveness is not readiness: the process itself is fine.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.instances.check = original;
    }
  });
});
