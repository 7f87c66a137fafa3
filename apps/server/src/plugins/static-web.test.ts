import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

// The web build's prerendered pages and precompressed files (apps/web/scripts/post-build.mjs).
describe('static web: prerendered pages and precompressed files', () => {
  let t: TestApp;
  let webDir: string;
  const shell = '<!doctype html><title>app</title><div id="root"></div>';
  const tamilShell = '<!doctype html><html lang="ta"><title>app</title><div id="root"></div>';
  beforeAll(async () => {
    const probe = await createTestApp();
    webDir = path.join(probe.dataDir, '..', `web-landing-${process.pid}`);
    await probe.close();
    await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(webDir, 'index.html'), shell);
    await fs.writeFile(path.join(webDir, 'index-ta.html'), tamilShell);
    await fs.writeFile(path.join(webDir, 'landing.html'), '<!doctype html><h1>Your Voice Shapes AI</h1>');
    await fs.mkdir(path.join(webDir, 'prerendered', 'auth'), { recursive: true });
    await fs.writeFile(path.join(webDir, 'prerendered', 'products.html'), '<h1>Our Products</h1>');
    await fs.writeFile(path.join(webDir, 'prerendered', 'auth', 'signin.html'), '<h1>Sign In</h1>');
    await fs.writeFile(path.join(webDir, 'outside.html'), '<h1>not listed as a page</h1>');
    const list = {
      '/': 'landing.html',
      '/products': 'prerendered/products.html',
      '/auth/signin': 'prerendered/auth/signin.html',
      // Entries the server must ignore: a missing file, and a file outside the build.
      '/careers': 'prerendered/careers.html',
      '/faq': '../outside.html',
    };
    await fs.writeFile(path.join(webDir, 'prerendered.json'), JSON.stringify(list));
    const script = 'console.log("a fairly long line of script");'.repeat(40);
    await fs.writeFile(path.join(webDir, 'assets', 'app-1.js'), script);
    await fs.writeFile(path.join(webDir, 'assets', 'app-1.js.br'), brotliCompressSync(script));
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('serves landing.html for "/" (with or without a query) and the app shell elsewhere', async () => {
    for (const url of ['/', '/?utm_source=poster']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Your Voice Shapes AI');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/qr', '/careers', '/faq', '/products/', '/hi/dashboard', '/fr/faq?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.body]).toEqual([url, 200, shell]);
    }
  });

  it("sends a language's own app shell (its lang and font preloads) to that language's pages", async () => {
    for (const url of ['/ta/auth/signup', '/ta/qr-recording?language=Tamil', '/ta/faq']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.body]).toEqual([url, 200, tamilShell]);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/ta/nope' });
    expect([unknown.statusCode, unknown.body]).toEqual([404, tamilShell]);
    // A language the build wrote no shell for, and English, get index.html.
    for (const url of ['/hi/auth/signup', '/auth/signup']) {
      expect((await t.app.inject({ method: 'GET', url })).body).toBe(shell);
    }
  });

  it('answers 404 with the same app shell for a path outside the route table (its page says not found)', async () => {
    for (const url of ['/no/such/page', '/hi/nope', '/products/extra', '/dashboardx?tab=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.body]).toEqual([url, 404, shell]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it('serves each page of prerendered.json as its file, with or without a query', async () => {
    for (const [url, heading] of [
      ['/products', 'Our Products'],
      ['/products?from=nav', 'Our Products'],
      ['/auth/signin', 'Sign In'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(`<h1>${heading}</h1>`);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/auth/signin' });
    expect(head.statusCode).toBe(200);
  });

  it('sends the .br file to a browser that accepts brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});
