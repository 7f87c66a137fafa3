// Issue 19: the language switcher changes the words without losing the recording flow's state; the flow
// at 390 px in all ten languages (screenshots kept in the test output); an unknown language code falls
// back to English without an error.
import { expect, test } from '@playwright/test';
import { registerRecordingUser, signInPage } from '../support/recording-user.js';
import { LOCALES, catalog, recordingLanguage, stepHeading, toChooseStep } from './i18n-support.js';

test.beforeEach(async ({ page, request }) => {
  await signInPage(page, await registerRecordingUser(request));
});

test('the switcher changes the language on step 3 and keeps the choices and the text', async ({ page }) => {
  const paragraph = await toChooseStep(page, 'en', 'Tamil', 'retail');
  const hi = catalog('hi', 'recording');
  await page.getByLabel(catalog('en', 'common')('language.label')).first().selectOption('hi');

  await expect(stepHeading(page, hi('step.3'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/hi/qr-recording');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByLabel(hi('choose.language'), { exact: true })).toHaveValue('Tamil');
  await expect(page.getByLabel(hi('choose.domain'), { exact: true })).toHaveValue('retail');
  await expect(page.locator('blockquote')).toHaveText(paragraph);
  // The text to read stays in the recording language, and says so.
  await expect(page.locator('blockquote')).toHaveAttribute('lang', 'ta');
  await page.getByRole('button', { name: hi('next'), exact: true }).click();
  await expect(stepHeading(page, hi('step.4'))).toBeVisible();
});

for (const locale of LOCALES) {
  test(`the recording flow at 390 px in ${recordingLanguage(locale)}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const r = catalog(locale, 'recording');
    const shot = async (name: string) => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${name}: no sideways scrolling`).toBeLessThanOrEqual(390);
      // Kept as files in the test's output folder (test-results/…), and attached to the report.
      const path = testInfo.outputPath(`${locale}-${name}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${locale}-${name}`, { path, contentType: 'image/png' });
    };
    await page.goto(`/${locale}/qr-recording`);
    await expect(stepHeading(page, r('step.1'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.evaluate(() => document.fonts.ready);
    await shot('1-welcome');
    await page.getByRole('button', { name: r('welcome.start'), exact: true }).click();
    await expect(stepHeading(page, r('step.2'))).toBeVisible();
    await shot('2-consent');
    const language = recordingLanguage(locale);
    await toChooseStep(page, locale, language, 'education');
    await shot('3-choose');
    await page.getByRole('button', { name: r('next'), exact: true }).click();
    await expect(stepHeading(page, r('step.4'))).toBeVisible();
    await shot('4-prompt');
    await page.getByRole('button', { name: r('prompt.start'), exact: true }).click();
    await expect(stepHeading(page, r('step.5'))).toBeVisible();
    await shot('5-session');
    await page.getByRole('button', { name: r('session.stop'), exact: true }).click();
    await expect(stepHeading(page, r('step.6'))).toBeVisible();
    await shot('6-review');
  });
}

test('an unknown language code falls back to English without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => window.localStorage.setItem('language', 'xx'));
  const en = catalog('en', 'recording');

  await page.goto('/qr-recording');
  await expect(stepHeading(page, en('step.1'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/xx/qr-recording');
  await expect(stepHeading(page, en('step.1'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/qr-recording');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});
