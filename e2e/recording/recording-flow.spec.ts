// The recording flow end to end: real server, Chromium's fake microphone playing espeak-ng speech
// (fixtures/generated/speech-en.wav), a contributor registered through the API.
import { expect, test } from '@playwright/test';
import { getAs, registerRecordingUser, signInPage, type RecordingUser } from '../support/recording-user.js';
import {
  elapsed,
  openWithCampaignLink,
  recordFor,
  startRecording,
  stepHeading,
  timerSeconds,
} from './flow-steps.js';

interface RecordingItem {
  _id: string;
  language: string;
  domain: string;
  recordedVia: string;
  duration: number;
  transcript: string;
  quality: string | null;
  tokens: number | null;
}

let user: RecordingUser;

test.beforeEach(async ({ page, request }) => {
  user = await registerRecordingUser(request);
  await signInPage(page, user);
});

test('records, submits and shows grade and tokens; the recording is listed with its transcript', async ({
  page,
  request,
}) => {
  const paragraph = await openWithCampaignLink(page, 'English', 'technology');
  await startRecording(page);
  await expect(page.getByText(paragraph)).toBeVisible();
  await recordFor(page, 6);
  await page.getByRole('button', { name: 'Stop' }).click();

  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  await expect(page.getByLabel('Your recording')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Recording' }).click();

  await expect(stepHeading(page, 'Thank You')).toBeVisible();
  await expect(page.getByText('English / Technology')).toBeVisible();
  await expect(page.getByText(/^DS-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible();
  const grade = (
    await page.getByText('Quality', { exact: true }).locator('xpath=following-sibling::dd').textContent()
  )?.trim();
  const tokens = (
    await page
      .getByText('Tokens earned', { exact: true })
      .locator('xpath=following-sibling::dd')
      .textContent()
  )?.trim();
  expect(grade).toMatch(/^(Excellent|Good|Average|Poor)$/);
  expect(tokens).toMatch(/^\d+$/);

  const recordings = await getAs<RecordingItem[]>(request, user, '/users/recordings');
  expect(recordings).toHaveLength(1);
  const [recording] = recordings;
  expect(recording).toMatchObject({ language: 'English', domain: 'technology', recordedVia: 'web' });
  expect(recording?.transcript).toBe(paragraph.trim());
  expect(recording?.duration).toBeGreaterThanOrEqual(6);
  expect(recording?.quality?.toLowerCase()).toBe(grade?.toLowerCase());
  expect(String(recording?.tokens)).toBe(tokens);

  await page.getByRole('button', { name: 'Make Another Contribution' }).click();
  await expect(stepHeading(page, 'Voice Contribution')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/qr-recording' && url.search === '');
});

test('Record Again discards the clip and returns to the speaking prompt', async ({ page }) => {
  await openWithCampaignLink(page, 'Hindi', 'healthcare');
  await startRecording(page);
  await recordFor(page, 2);
  // Enter stops (SPEC keyboard use).
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  await page.getByRole('button', { name: 'Record Again' }).click();

  await expect(stepHeading(page, 'Speaking Prompt')).toBeVisible();
  await expect(page.getByLabel('Your recording')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(stepHeading(page, 'Recording Session')).toBeVisible();
  await expect(elapsed(page)).toHaveText('0:00');
});

test('Pause freezes the timer and Resume carries on', async ({ page }) => {
  await openWithCampaignLink(page, 'Tamil', 'retail');
  await startRecording(page);
  await recordFor(page, 2);

  // Space pauses (SPEC keyboard use); the button follows.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  const frozen = await timerSeconds(page);
  await page.waitForTimeout(2500);
  expect(await timerSeconds(page)).toBe(frozen);

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => timerSeconds(page), { timeout: 15_000 }).toBeGreaterThan(frozen);
});

test('Regenerate changes the text to read', async ({ page }) => {
  const first = await openWithCampaignLink(page, 'English', 'education');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.locator('blockquote')).toBeVisible();
  await expect.poll(async () => (await page.locator('blockquote').textContent()) ?? first).not.toBe(first);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('works on a 390 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithCampaignLink(page, 'Kannada', 'fmcg');
  await startRecording(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  for (const name of ['Pause', 'Stop']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  for (const name of ['Record Again', 'Submit Recording']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
