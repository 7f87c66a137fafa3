// The fake camera plays fixtures/generated/qr-recording.y4m: a campaign code for this site's recording flow.
import { expect, test, type Page } from '@playwright/test';
import { qrPayload } from '../support/fixtures.js';
import { adminSession, signInPage, type Session } from './support.js';

let session: Session;
test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

const debug = (page: Page, row: string) => page.getByTestId(`debug-${row}`);
const cameraAttached = (page: Page) =>
  page.locator('video').evaluate((v: HTMLVideoElement) => v.srcObject !== null);

async function openScanner(page: Page) {
  await signInPage(page, session);
  await page.goto('/qr');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a QR Code' })).toBeVisible();
  await page.getByText('Debug information').click();
}

test.describe('QR scanner', () => {
  test('decodes a campaign code, releases the camera, and opens the flow with language and domain chosen', async ({
    page,
  }) => {
    await openScanner(page);
    await expect(debug(page, 'device-type')).toHaveText('Desktop');
    await expect(debug(page, 'camera-side')).toHaveText('Front camera');
    await expect(page.getByText('Front camera', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await expect(page.getByTestId('scan-result-text')).toHaveText(qrPayload('qr-recording.y4m'));
    await expect(debug(page, 'scanning-state')).toHaveText('Idle');
    expect(await cameraAttached(page)).toBe(false);

    const start = page.getByRole('link', { name: 'Start Voice Contribution' });
    await expect(start).toHaveAttribute('href', '/qr-recording?language=Hindi&domain=healthcare');
    await start.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Voice Contribution' })).toBeVisible();
    await page.getByRole('button', { name: 'Get Started' }).click();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Language')).toHaveValue('Hindi');
    await expect(page.getByLabel('Domain')).toHaveValue('healthcare');
  });

  test('Clear Result empties the result box', async ({ page }) => {
    await openScanner(page);
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await expect(page.getByTestId('scan-result-text')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Result' }).click();
    await expect(page.getByTestId('scan-result-text')).toHaveCount(0);
  });

  test('Stop and a hidden page both stop scanning and release the camera', async ({ page }) => {
    // The camera always shows a code; a decoder worker that never answers keeps the scanner scanning, so the
    // ways out (not decoding) are what this test exercises.
    await page.route('**/assets/qr-scanner-worker*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export const createWorker = () => new Worker(URL.createObjectURL(new Blob([''])));",
      }),
    );
    await openScanner(page);
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await expect(debug(page, 'scanning-state')).toHaveText('Scanning');
    expect(await cameraAttached(page)).toBe(true);
    await page.getByRole('button', { name: 'Stop Scanning' }).click();
    await expect(debug(page, 'scanning-state')).toHaveText('Idle');
    expect(await cameraAttached(page)).toBe(false);

    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await expect(debug(page, 'scanning-state')).toHaveText('Scanning');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(debug(page, 'scanning-state')).toHaveText('Idle');
    expect(await cameraAttached(page)).toBe(false);
  });
});
