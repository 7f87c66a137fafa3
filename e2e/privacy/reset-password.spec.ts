// Issue 23, access recovery at 390 px: a contributor who forgot their password asks for a code on the e-mail
// sign-in tab, sets a new password with it and is signed in; the old password and their other sessions stop
// working.
import { expect, test } from '@playwright/test';
import { waitForCode } from '../support/outbox.js';
import { registerRecordingUser } from '../support/recording-user.js';

test.use({ viewport: { width: 390, height: 844 } });

test('resets a forgotten password with a code e-mailed to the account', async ({ page, request }) => {
  const user = await registerRecordingUser(request);
  const newPassword = 'fresh-river-42';

  await page.goto('/auth/signin');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(user.email);
  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent to your email.')).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${user.email}.`)).toBeVisible();

  const code = await waitForCode(request, user.email, { since, channel: 'email' });
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page.getByText('Your password has been reset. You are signed in.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The session made at registration has ended; the old password no longer signs in, the new one does.
  const before = await request.get('/api/v1/users/current', {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(before.status()).toBe(401);
  const login = (password: string) =>
    request.post('/api/v1/users/login', { data: { email: user.email, password } });
  expect((await login('record-pass-1')).status()).toBe(401);
  expect((await login(newPassword)).status()).toBe(200);
});
