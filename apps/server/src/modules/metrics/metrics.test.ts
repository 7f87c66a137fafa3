// GET /metrics (issue 34): Prometheus text with the series operators watch, and never public: on the main port
// only for the bearer METRICS_TOKEN (a user's access token is not it), otherwise not there at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, type RegisteredUser } from '../../../test/support/accounts.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    admin = await registerAdmin(t.app);
  });
  afterAll(() => t.close());

  const scrape = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers });

  it('answers 404 without the token, with a wrong one, and with an admin session', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
    expect((await scrape(bearer(admin.accessToken))).statusCode).toBe(404);
  });

  it('gives the series of requests, uploads, jobs, grading, reviews and releases to the token', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const res = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^dhvani_http_requests_total\{method="GET",route="\/api\/v1\/health",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^dhvani_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/health"\}/m,
    );
    for (const series of [
      'dhvani_upload_requests_in_flight',
      'dhvani_uploads_open',
      'dhvani_jobs',
      'dhvani_jobs_oldest_due_seconds',
      'dhvani_job_attempt_duration_seconds',
      'dhvani_review_backlog_clips',
      'dhvani_release_builds',
      'dhvani_process_resident_memory_bytes',
    ])
      expect(text).toContain(`# TYPE ${series} `);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist on the main port', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
