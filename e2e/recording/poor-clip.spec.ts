// "A poor clip is not a dead end" (issue 20): the fake microphone hears nothing (fixtures/generated/
// silence.wav; Chromium's gain control lifts speech-en-quiet.wav to a usable level within seconds, so
// that one is no Poor clip). The microphone check says so, the live hint says so while recording, the
// Poor result comes with plain advice, and Record this text again brings back the same text.
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { registerRecordingUser, signInPage } from '../support/recording-user.js';
import { openWithCampaignLink, recordFor, stepHeading } from './flow-steps.js';

test.use({ launchOptions: chromiumLaunchOptions({ audio: 'silence.wav' }) });

test('a microphone that hears nothing is told before, during and after recording, and may record the same text again', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerRecordingUser(request));
  const paragraph = await openWithCampaignLink(page, 'English', 'education');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Speaking Prompt')).toBeVisible();

  await page.getByRole('button', { name: 'Check microphone' }).click();
  await expect(page.getByText('We can hardly hear you.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(stepHeading(page, 'Recording Session')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Too quiet' })).toBeVisible({ timeout: 30_000 });
  await recordFor(page, 6);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Recording' }).click();

  await expect(stepHeading(page, 'Thank You')).toBeVisible();
  await expect(page.getByText('Quality', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    'Poor',
  );
  // Plain advice first; the measurement stays as a detail line.
  await expect(
    page.getByText('Speak a little louder, or hold the device closer: about a hand’s width from your mouth.'),
  ).toBeVisible();
  await expect(page.getByText('No speech detected', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Record this text again' }).click();
  await expect(stepHeading(page, 'Speaking Prompt')).toBeVisible();
  await expect(page.locator('blockquote')).toHaveText(paragraph);
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(stepHeading(page, 'Recording Session')).toBeVisible();
  await expect(page.getByText(paragraph)).toBeVisible();
});
