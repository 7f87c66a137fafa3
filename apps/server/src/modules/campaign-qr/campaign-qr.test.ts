import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { bearer, registerAdmin, registerUser } from '../../../test/support/accounts.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('campaign QR API', () => {
  let t: TestApp;
  let adminToken: string;
  let userToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t.app)).accessToken;
    userToken = (await registerUser(t.app)).accessToken;
  });
  afterAll(() => t.close());

  const get = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/campaign-qr',
      query,
      headers: { host: 'voice.example.in', ...headers },
    });

  it('returns a PNG of the campaign link on this site, with canonical language and domain', async () => {
    const res = await get({ language: 'hindi', domain: 'HEALTHCARE', size: '256' }, bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The IHDR chunk holds the width: the requested size.
    expect(res.rawPayload.readUInt32BE(16)).toBe(256);
    expect(res.headers['x-campaign-link']).toBe(
      'http://voice.example.in/qr-recording?language=Hindi&domain=healthcare',
    );
    expect(res.headers['content-disposition']).toContain('campaign-hindi-healthcare.png');
  });

  it('refuses an unknown language or domain with a message', async () => {
    const res = await get({ language: 'Klingon', domain: 'healthcare' }, bearer(adminToken));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Language must be one of');
    const noDomain = await get({ language: 'Tamil' }, bearer(adminToken));
    expect(noDomain.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await get({ language: 'Hindi', domain: 'retail' })).statusCode).toBe(401);
    expect((await get({ language: 'Hindi', domain: 'retail' }, bearer(userToken))).statusCode).toBe(403);
  });
});
