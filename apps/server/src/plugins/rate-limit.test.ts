import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { ROUTE_LIMITS } from '../modules/auth/policy.js';

describe('IP_RATE_LIMIT_SCALE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ IP_RATE_LIMIT_SCALE: '2' });
  });
  afterAll(() => t.close());

  it('multiplies a route limit, and the limit still holds at the scaled number', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: 'nobody@example.test', password: 'x' },
        remoteAddress: '10.9.8.7',
      });
    const scaled = ROUTE_LIMITS.signIn.max * 2;
    for (let i = 0; i < scaled; i++) expect((await attempt()).statusCode).toBe(404);
    expect((await attempt()).statusCode).toBe(429);
  });
});
