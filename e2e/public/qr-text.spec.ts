// The fake camera plays fixtures/generated/qr-text.y4m: a code with plain text, not a link.
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { qrPayload } from '../support/fixtures.js';
import { adminSession, signInPage, type Session } from './support.js';

test.use({ launchOptions: chromiumLaunchOptions({ video: 'qr-text.y4m' }) });

let session: Session;
test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

test('a plain-text code shows its text and leads to the ordinary recording flow', async ({ page }) => {
  await signInPage(page, session);
  await page.goto('/qr');
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await expect(page.getByTestId('scan-result-text')).toHaveText(qrPayload('qr-text.y4m'));
  await expect(page.getByText(/Campaign code/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start Voice Contribution' })).toHaveAttribute(
    'href',
    '/qr-recording',
  );
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });

  test('uses the rear camera, and still scans when the device cannot say which side it faces', async ({
    page,
  }) => {
    await signInPage(page, session);
    await page.goto('/qr');
    await page.getByText('Debug information').click();
    await expect(page.getByTestId('debug-device-type')).toHaveText('Mobile');
    await expect(page.getByTestId('debug-camera-side')).toHaveText('Rear camera');
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await expect(page.getByTestId('scan-result-text')).toHaveText(qrPayload('qr-text.y4m'));
  });
});
