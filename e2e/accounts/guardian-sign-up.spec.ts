// Issue 23, "Age": a 17-year-old signs up with a parent's consent: the parent's phone gets a code, the
// applicant enters it, and the account is created with the guardian's consent recorded.
import { CONSENT_NOTICE_VERSION } from '@dhvani/contract/consents';
import { expect, test } from '@playwright/test';
import { readOutbox, waitForCode } from '../support/outbox.js';
import { expectSignedInAs, freshPhone, newAccount, seventeenYearsAgo } from './accounts-support.js';

test('a 17-year-old signs up once a parent confirms with the code sent to their phone', async ({
  page,
  request,
}) => {
  const account = newAccount('minor');
  const parentPhone = freshPhone();
  await page.goto('/auth/signup');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill(seventeenYearsAgo());
  await page.getByLabel('City').fill('Madurai');
  await page.getByLabel('Mother tongue').selectOption('Tamil');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(account.phoneNo);
  await page.getByRole('textbox', { name: 'Email address' }).fill(account.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();

  // Her own contacts first: each one's code, as sign-up.spec.ts does them.
  for (const [to, send, field, verify, done] of [
    [account.phoneNo, 'Send OTP', 'OTP', 'Verify OTP', 'Phone number verified!'],
    [account.email, 'Send Code', 'Verification code', 'Verify Code', 'Email verified!'],
  ] as const) {
    const since = new Date();
    await page.getByRole('button', { name: send }).click();
    await page.getByRole('textbox', { name: field }).fill(await waitForCode(request, to, { since }));
    await page.getByRole('button', { name: verify }).click();
    await expect(page.getByText(done)).toBeVisible();
  }

  // Create Account still waits for the guardian.
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await expect(
    page.getByText(
      'Your parent or guardian must confirm with the code sent to their phone before you can create your account.',
    ),
  ).toBeVisible();
  const guardian = page.getByRole('region', { name: 'Consent of a parent or guardian' });
  const guardianPhone = guardian.getByRole('textbox', { name: "Parent's or guardian's phone number" });
  await guardianPhone.fill(account.phoneNo);
  await expect(
    guardian.getByText("Your parent's or guardian's phone number must be different from yours."),
  ).toBeVisible();
  await expect(guardian.getByRole('button', { name: 'Send code to their phone' })).toHaveCount(0);

  await guardianPhone.fill(parentPhone);
  const since = new Date();
  await guardian.getByRole('button', { name: 'Send code to their phone' }).click();
  await expect(page.getByText("Code sent to your parent's or guardian's phone.")).toBeVisible();
  const code = await waitForCode(request, parentPhone, { since, channel: 'sms' });
  // The parent is told what they agree to.
  expect((await readOutbox(request, parentPhone))[0]?.text).toContain('someone under 18 is signing up');
  await guardian.getByRole('textbox', { name: 'Code they received' }).fill(code);
  await guardian.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText("Your parent's or guardian's consent is verified.")).toBeVisible();

  await page.getByRole('checkbox', { name: 'Tamil' }).check();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expectSignedInAs(page, account.name);

  // The consent record names the guardian.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const consent = await request.get('/api/v1/users/consents', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await consent.json()) as { data: { guardian: unknown } }).data.guardian).toMatchObject({
    phone: parentPhone,
    version: CONSENT_NOTICE_VERSION,
  });

  // She sees it in her profile too, beside her own consent; the version as the day it took effect.
  await page.goto('/profile');
  const noticeDay = new Date(`${CONSENT_NOTICE_VERSION.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  await expect(page.getByTestId('guardian-consent')).toContainText(
    `Your parent or guardian (phone ${parentPhone}) agreed to notice version ${noticeDay} for you on`,
  );
});
