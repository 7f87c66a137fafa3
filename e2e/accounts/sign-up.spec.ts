import { expect, test } from '@playwright/test';
import { waitForCode } from '../support/outbox.js';
import { expectSignedInAs, mainNav, newAccount } from './accounts-support.js';

test('a visitor signs up, verifying phone and e-mail with the codes they receive', async ({
  page,
  request,
}) => {
  const account = newAccount('signup');
  await page.goto('/');
  await page.goto('/auth/signup');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();

  // Step 1: personal details and the two contacts.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill all required fields.').first()).toBeVisible();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill('1994-07-21');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('Mother tongue').selectOption('Malayalam');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('12345');
  await page.getByRole('textbox', { name: 'Email address' }).fill(account.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a valid 10-digit phone number.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(account.phoneNo);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Create Account waits for both verifications.
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await expect(page.getByText('Please verify both phone and email to continue.')).toBeVisible();

  let since = new Date();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your phone!')).toBeVisible();
  const otp = await waitForCode(request, account.phoneNo, { since, channel: 'sms' });
  await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Phone number verified!')).toBeVisible();
  await expect(create).toBeDisabled();

  since = new Date();
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Verification email sent!')).toBeVisible();
  const code = await waitForCode(request, account.email, { since, channel: 'email' });
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText(/^Invalid verification code/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Email verified!')).toBeVisible();
  await expect(create).toBeEnabled();

  // Issue 17: someone else who knows both verified contacts cannot take the sign-up over; the verification
  // belongs to the page that entered the codes.
  const hijack = await request.post('/api/v1/users/register', {
    data: {
      name: 'Someone Else',
      gender: 'male',
      dob: '1990-02-02',
      phoneNo: account.phoneNo,
      email: account.email,
      city: 'Thrissur',
      motherTongue: 'Tamil',
      password: 'hijack-pass-9',
      confirmPassword: 'hijack-pass-9',
    },
  });
  expect(hijack.status()).toBe(400);
  expect(((await hijack.json()) as { message: string }).message).toBe(
    'Please verify both phone and email to continue.',
  );

  await page.getByRole('checkbox', { name: 'Tamil' }).check();
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm password').fill('123456');
  await create.click();
  await expect(
    page.getByText('This password is too common and easy to guess. Please choose a less common one.'),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill('something-else');
  await create.click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await page.getByLabel('Confirm password').fill(account.password);
  await create.click();

  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expectSignedInAs(page, account.name);
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  expect(await page.evaluate(() => Boolean(localStorage.getItem('refreshToken')))).toBe(true);

  // The same phone or e-mail cannot sign up twice.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/signup');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Date of birth').fill('1990-02-02');
  await page.getByLabel('City').fill('Thrissur');
  await page.getByLabel('Mother tongue').selectOption('Tamil');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(account.phoneNo);
  await page.getByRole('textbox', { name: 'Email address' }).fill('someone-else@example.test');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('User with this phone or email already exists.')).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
});
