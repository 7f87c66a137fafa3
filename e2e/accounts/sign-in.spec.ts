import { expect, test } from '@playwright/test';
import { waitForCode } from '../support/outbox.js';
import {
  expectSignedInAs,
  mainNav,
  newAccount,
  registerThroughApi,
  requestSignInOtp,
  signInWithEmail,
  type TestAccount,
} from './accounts-support.js';

let account: TestAccount;
let second: TestAccount;
test.beforeAll(async ({ request }) => {
  account = newAccount('signin');
  second = newAccount('signin-2');
  await registerThroughApi(request, account);
  await registerThroughApi(request, second);
});

test('signs in by phone OTP and lands back on the page the guard sent them from', async ({
  page,
  request,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Phone number').fill(account.phoneNo);
  await requestSignInOtp(page);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please enter OTP')).toBeVisible();

  // The sign-in code is now the newest SMS for the number (registration's came earlier).
  const otp = await waitForCode(request, account.phoneNo, { channel: 'sms' });
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByText(account.email)).toBeVisible();
  await expectSignedInAs(page, account.name);
});

test('an unregistered phone number is told so, and Change phone number goes back', async ({ page }) => {
  await page.goto('/auth/signin');
  await page.getByLabel('Phone number').fill('6000000001');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('This phone number is not registered.')).toBeVisible();

  await page.getByLabel('Phone number').fill(second.phoneNo);
  await requestSignInOtp(page);
  await expect(page.getByLabel('OTP')).toBeFocused();
  await page.getByRole('button', { name: 'Change phone number' }).click();
  await expect(page.getByLabel('Phone number')).toHaveValue(second.phoneNo);
  await expect(page.getByLabel('OTP')).toHaveCount(0);
});

test('signs in by e-mail and goes to the dashboard; unknown e-mail and wrong password are refused', async ({
  page,
}) => {
  await signInWithEmail(page, 'nobody-here@example.test', 'whatever1');
  await expect(page.getByText('This email is not registered.')).toBeVisible();

  await signInWithEmail(page, account.email, 'not-the-password');
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');

  await signInWithEmail(page, account.email, account.password);
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expectSignedInAs(page, account.name);
  await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('signs out from the mobile menu at 390 px: tokens revoked, signed-in pages closed', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithEmail(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: account.name })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
  const afterLogout = await request.get('/api/v1/users/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(afterLogout.status()).toBe(401);

  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a toast sits below the header, and the next answer replaces it`, async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('API ')) logged.push(message.text());
    });
    await page.setViewportSize(viewport);
    await signInWithEmail(page, 'nobody-here@example.test', 'whatever1');
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ hasText: 'This email is not registered.' })).toBeVisible();
    const header = await page.locator('header').first().boundingBox();
    // Polled: the toast slides in from above before it settles.
    await expect
      .poll(async () => (await toasts.first().boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(header!.y + header!.height);
    const toast = await toasts.first().boundingBox();
    expect(toast!.x + toast!.width).toBeLessThanOrEqual(viewport.width);

    await signInWithEmail(page, account.email, 'not-the-password');
    await expect(toasts.filter({ hasText: 'Incorrect password. Please try again.' })).toBeVisible();
    await expect(toasts).toHaveCount(1);
    // A 404 for an unknown address and a 401 for a wrong password are answers, not errors to log.
    expect(logged).toEqual([]);
  });
}
