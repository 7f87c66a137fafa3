// Issue 23, the person's consent path at 390 px: the notice read from the consent step, consent withdrawn
// in the profile, the next upload refused with the reason, consent given again in one click, and the same
// recording then accepted.
import { CONSENT_MESSAGES } from '@dhvani/contract/consents';
import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import { expect, test } from '@playwright/test';
// The notice version as the profile shows it (issue 33): the day it took effect.
const NOTICE_DAY = new Date(`${PRIVACY_NOTICE.date}T00:00:00Z`).toLocaleDateString('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});
import { registerRecordingUser, signInPage } from '../support/recording-user.js';
import { recordFor, startRecording, stepHeading } from '../recording/flow-steps.js';

test.use({ viewport: { width: 390, height: 844 } });

test('withdraws consent in the profile, is refused on the next upload, agrees again and is accepted', async ({
  page,
  context,
  request,
}) => {
  const user = await registerRecordingUser(request);
  await signInPage(page, user);
  await page.goto('/qr-recording?language=English&domain=technology');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(stepHeading(page, 'Terms & Consent')).toBeVisible();

  // The notice, from the Read link beside the statement that names it, in a tab of its own: the flow keeps
  // its place (issue 33: the statement itself only ticks its box).
  const [notice] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('group', { name: 'Consents' }).getByRole('link', { name: 'Read: Privacy Policy' }).click(),
  ]);
  await expect(notice.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(notice.getByTestId('notice-version')).toContainText(`Version ${PRIVACY_NOTICE.version}`);
  await expect(notice.getByTestId('grievance-officer')).toHaveText(
    'Not set on this installation: its operator has not named a grievance officer yet.',
  );
  await notice.close();

  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Pick Domain & Language')).toBeVisible();
  await expect(page.locator('blockquote')).toBeVisible();
  await startRecording(page);
  await recordFor(page, 6);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();

  // Meanwhile, in the profile: the consent in force, then Withdraw.
  const profile = await context.newPage();
  await profile.goto('/profile');
  const status = profile.getByTestId('consent-status');
  await expect(status).toContainText(`You gave consent to notice version ${NOTICE_DAY}`);
  await profile.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(status).toContainText('You withdrew your consent on');
  const history = profile.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toContainText(`Consent withdrawn (version ${NOTICE_DAY})`);

  // The recording is refused, and the person is told why.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Submit Recording' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONSENT_MESSAGES.required })).toBeVisible();

  // One click gives consent again; the same recording is then accepted.
  await profile.bringToFront();
  await profile.getByRole('button', { name: 'Give consent again' }).click();
  await expect(profile.getByRole('button', { name: 'Withdraw consent' })).toBeVisible();
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText(`Consent given (version ${NOTICE_DAY})`);
  expect(await profile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.bringToFront();
  await page.getByRole('button', { name: 'Submit Recording' }).click();
  await expect(stepHeading(page, 'Thank You')).toBeVisible();
});
