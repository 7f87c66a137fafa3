import { expect, test, type Page } from '@playwright/test';
import { readOutbox, waitForCode } from '../support/outbox.js';
import {
  freshEmail,
  expectSignedInAs,
  newAccount,
  registerThroughApi,
  signInWithEmail,
  type TestAccount,
} from './accounts-support.js';

async function signedInOnProfile(page: Page, account: TestAccount) {
  await page.goto('/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  await signInWithEmail(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByText('Active')).toBeVisible();
}

test('profile details and account update', async ({ page, request }) => {
  const account = newAccount('profile');
  await registerThroughApi(request, account);
  await signedInOnProfile(page, account);

  const memberSince = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  await expect(page.getByText(memberSince)).toBeVisible();
  await expect(page.getByText(account.name, { exact: true }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Update Account' }).click();
  await page.getByLabel('Full Name').fill('Kavya Menon');
  await page.getByRole('button', { name: 'Update Account' }).click();
  await expect(page.getByText('Account updated successfully!')).toBeVisible();
  await expectSignedInAs(page, 'Kavya Menon');
  await page.reload();
  await expect(page.getByRole('tabpanel').getByText('Kavya Menon')).toBeVisible();

  // Issue 17: a new e-mail address takes effect only with the code sent to it; the old address is told.
  const newEmail = freshEmail('moved');
  await page.getByRole('tab', { name: 'Update Account' }).click();
  await page.getByLabel('Email Address').fill(newEmail);
  const since = new Date();
  await page.getByRole('button', { name: 'Update Account' }).click();
  await expect(
    page.getByText(`Enter the code we sent to ${newEmail} to confirm your new email address.`),
  ).toBeVisible();
  await expect(page.getByText(`Until then your account keeps ${account.email}.`)).toBeVisible();
  const code = await waitForCode(request, newEmail, { since, channel: 'email' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Profile Details' }).click();
  await expect(page.getByRole('tabpanel').getByText(newEmail)).toBeVisible();
  const [notice] = await readOutbox(request, account.email);
  expect(notice?.subject).toBe('Your Dhvani Shilp email address was changed');
});

test('a changed password replaces the old one', async ({ page, request }) => {
  const account = newAccount('password');
  await registerThroughApi(request, account);
  await signedInOnProfile(page, account);

  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm New Password').fill('second-pass-3');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();

  await signInWithEmail(page, account.email, account.password);
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  await signInWithEmail(page, account.email, 'second-pass-2');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('a deleted account can no longer sign in', async ({ page, request }) => {
  const account = newAccount('delete');
  await registerThroughApi(request, account);
  await signedInOnProfile(page, account);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill('delete my account');
  await expect(dialog.getByText('Please type "DELETE MY ACCOUNT" to confirm deletion')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill('DELETE MY ACCOUNT');
  await confirm.click();

  await expect(page.getByText('Your account has been successfully deleted.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await signInWithEmail(page, account.email, account.password);
  await expect(page.getByText('This email is not registered.')).toBeVisible();
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill(account.phoneNo);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('This phone number is not registered.')).toBeVisible();
});
