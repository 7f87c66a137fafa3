// A refused microphone. Its own file: launch options apply per file, and only without Chromium's
// fake-UI switch does getUserMedia get refused (e2e/support/chromium.ts).
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { registerRecordingUser, signInPage } from '../support/recording-user.js';
import { MICROPHONE_MESSAGE, openWithCampaignLink, stepHeading } from './flow-steps.js';

test.use({ launchOptions: chromiumLaunchOptions({ fakeUi: false }) });

test('a refused microphone shows the message and stays on the speaking prompt', async ({ page, request }) => {
  await signInPage(page, await registerRecordingUser(request));
  await openWithCampaignLink(page, 'English', 'telecom');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Speaking Prompt')).toBeVisible();
  await page.getByRole('button', { name: 'Start Recording' }).click();

  await expect(page.getByRole('alert').filter({ hasText: MICROPHONE_MESSAGE })).toBeVisible();
  await expect(stepHeading(page, 'Speaking Prompt')).toBeVisible();
  await expect(stepHeading(page, 'Recording Session')).toHaveCount(0);
});
