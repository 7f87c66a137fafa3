import { expect, test } from '@playwright/test';
import { probeAudio } from './support/audio-probe.js';

test.describe('fake microphone', () => {
  test('delivers speech to the page, well above the silence of an empty track', async ({ page }) => {
    await page.goto('/');
    const silent = await page.evaluate(probeAudio, { source: 'silent-track', seconds: 1 } as const);
    const mic = await page.evaluate(probeAudio, { source: 'microphone', seconds: 3 } as const);

    expect(mic.sampleRate).toBe(16_000);
    expect(silent.rms).toBeLessThan(0.001);
    // espeak-ng speech at around -21 dBFS RMS; noise suppression may take a few dB off.
    expect(mic.rms).toBeGreaterThan(0.01);
    expect(mic.rms).toBeGreaterThan(silent.rms * 20);
    expect(mic.peak).toBeGreaterThan(0.1);
  });
});

test.describe('unknown routes', () => {
  test('show the 404 page with a link back home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
  });
});

test.describe('API', () => {
  test('health answers ok with the database up', async ({ request }) => {
    const response = await request.get('/api/v1/health');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, data: { status: 'ok', db: 'ok' } });
  });

  test('an unknown API path is a JSON 404 envelope, not the web app', async ({ request }) => {
    const response = await request.get('/api/v1/no-such');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body).toMatchObject({ statusCode: 404, success: false });
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });
});
