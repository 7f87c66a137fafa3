import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/server.js';
import { newAccount, registerThroughApi, signInWithEmail, type TestAccount } from './accounts-support.js';

let account: TestAccount;
test.beforeAll(async ({ request }) => {
  account = newAccount('guards');
  await registerThroughApi(request, account);
});

test('signed-in pages send a visitor to sign-in and return them there after signing in', async ({ page }) => {
  for (const path of ['/dashboard', '/qr', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  }
  await page.goto('/qr?from=poster');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  await signInWithEmail(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/qr' && url.search === '?from=poster');
});

test('the admin area sends visitors to sign-in and contributors to their dashboard', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');

  await signInWithEmail(page, account.email, account.password);
  // Sign-in returns to /admin, where the admin check turns a contributor away.
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
});

test('an expired access token is refreshed without the person noticing', async ({ page }) => {
  await signInWithEmail(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const refreshBefore = await page.evaluate(() => localStorage.getItem('refreshToken'));
  // A token the server cannot verify stands in for one that expired.
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.token.value'));
  await page.goto('/profile');
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  const after = await page.evaluate(() => [
    localStorage.getItem('accessToken'),
    localStorage.getItem('refreshToken'),
  ]);
  expect(after[0]).not.toBe('expired.token.value');
  expect(after[1]).not.toBe(refreshBefore);
});

test('an admin passes the admin check and sees the admin links', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  await signInWithEmail(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // The admin account may itself be called 'Admin', so find the link by where it leads.
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('a[href="/admin"]')).toHaveText(
    'Admin',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
});
