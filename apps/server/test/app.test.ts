import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('app shell', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    const probe = await createTestApp();
    webDir = path.join(probe.dataDir, '..', `web-dist-${process.pid}`);
    await probe.close();
    await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Dhvani Shilp</title><div id="root"></div>',
    );
    await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('answers an unknown /api path with the JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      statusCode: 404,
      success: false,
      message: 'No API route GET /api/v1/no-such-thing.',
    });
  });

  it('serves index.html for client routes so they survive a reload, and with 404 outside them', async () => {
    // Issue 24: a page path outside the web's route table still gets the app (its not-found page), as a 404.
    for (const [url, status] of [
      ['/dashboard', 200],
      ['/', 200],
      ['/no/such/page?x=1', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a long time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers and a same-origin Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('microphone=(self)');
  });

  it('sends API answers a CSP that allows nothing, nosniff and no framing, with the request id', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'req-12345678' } });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-request-id']).toBe('req-12345678');
    }
  });

  it('answers malformed JSON with a 400 envelope, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });

  it('publishes an OpenAPI document generated from the route schemas, and its page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths['/api/v1/health']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
