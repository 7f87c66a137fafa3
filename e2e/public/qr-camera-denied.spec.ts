// Without the fake-UI switch headless Chromium dismisses the camera prompt: access is refused.
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { adminSession, signInPage } from './support.js';

test.use({ launchOptions: chromiumLaunchOptions({ fakeUi: false }) });

test('a refused camera shows the SPEC message, stops scanning, and the message can be dismissed', async ({
  page,
  request,
}) => {
  await signInPage(page, await adminSession(request));
  await page.goto('/qr');
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Camera permission denied. Please allow camera access and try again.');
  await expect(page.getByRole('button', { name: 'Start Scanning' })).toBeVisible();
  await alert.getByRole('button', { name: 'Dismiss error' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
