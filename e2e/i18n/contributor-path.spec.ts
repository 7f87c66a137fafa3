// Issue 19: a contributor who reads only Hindi (or only Tamil) signs up, consents, records and reads their
// grade, its reasons and their tokens in their own language, with no stray English on the Thank You step.
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { readOutbox, waitForCode } from '../support/outbox.js';
import { catalog, shown, stepHeading, strayLatinWords, toChooseStep } from './i18n-support.js';

const SCRIPT: Record<string, RegExp> = { hi: /\p{Script=Devanagari}/u, ta: /\p{Script=Tamil}/u };
// A name in the language's script: the top bar shows it on every page.
const NAME: Record<string, string> = { hi: 'कविता', ta: 'கவிதா' };

async function signUp(
  page: Page,
  request: Parameters<typeof waitForCode>[0],
  locale: string,
  language: string,
) {
  const a = catalog(locale, 'auth');
  const c = catalog(locale, 'common');
  const phoneNo = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const email = `i18n-${locale}-${Date.now()}-${randomInt(0, 1e6)}@example.test`;

  await page.goto(`/${locale}/auth/signup`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByText(shown(a('signUp.step'), { step: 1 }))).toBeVisible();
  await page.getByRole('button', { name: a('signUp.next'), exact: true }).click();
  await expect(page.getByText(c('error.auth.requiredFields')).first()).toBeVisible();
  await page.getByLabel(a('signUp.name'), { exact: true }).fill(NAME[locale]!);
  await page.getByLabel(a('signUp.gender'), { exact: true }).selectOption('female');
  await page.getByLabel(a('signUp.dob'), { exact: true }).fill('1994-07-21');
  await page.getByLabel(a('signUp.city'), { exact: true }).fill('Madurai');
  await page.getByLabel(a('signUp.motherTongue'), { exact: true }).selectOption(language);
  await page.getByRole('textbox', { name: a('signUp.phone') }).fill(phoneNo);
  await page.getByRole('textbox', { name: a('signUp.email') }).fill(email);
  await page.getByRole('button', { name: a('signUp.next'), exact: true }).click();

  await expect(page.getByText(shown(a('signUp.step'), { step: 2 }))).toBeVisible();
  let since = new Date();
  await page.getByRole('button', { name: a('signUp.sendOtp'), exact: true }).click();
  await expect(page.getByText(a('signUp.otpSent'))).toBeVisible();
  const otp = await waitForCode(request, phoneNo, { since, channel: 'sms' });
  // The SMS is in the reader's language too.
  expect((await readOutbox(request, phoneNo))[0]?.text).toMatch(SCRIPT[locale]!);
  await page.getByRole('textbox', { name: a('signUp.otpLabel') }).fill(otp);
  await page.getByRole('button', { name: a('signUp.verifyOtp'), exact: true }).click();
  await expect(page.getByText(a('signUp.phoneVerified'))).toBeVisible();

  since = new Date();
  await page.getByRole('button', { name: a('signUp.sendCode'), exact: true }).click();
  await expect(page.getByText(a('signUp.emailSent'))).toBeVisible();
  const code = await waitForCode(request, email, { since, channel: 'email' });
  await page.getByRole('textbox', { name: a('signUp.codeLabel') }).fill(code);
  await page.getByRole('button', { name: a('signUp.verifyCode'), exact: true }).click();
  await expect(page.getByText(a('signUp.emailVerified'))).toBeVisible();

  await page.getByRole('checkbox', { name: c(`languageName.${language}`) }).check();
  await page.getByLabel(a('signUp.password'), { exact: true }).fill('record-pass-1');
  await page.getByLabel(a('signUp.confirmPassword'), { exact: true }).fill('record-pass-2');
  await page.getByRole('button', { name: a('signUp.create'), exact: true }).click();
  await expect(page.getByText(c('error.auth.passwordsDoNotMatch'))).toBeVisible();
  await page.getByLabel(a('signUp.confirmPassword'), { exact: true }).fill('record-pass-1');
  await page.getByRole('button', { name: a('signUp.create'), exact: true }).click();
  await expect(page.getByText(c('error.auth.accountCreated'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/${locale}/dashboard`);
}

for (const [locale, language] of [
  ['hi', 'Hindi'],
  ['ta', 'Tamil'],
] as const) {
  test(`a ${language} contributor signs up, consents, records and reads the result in ${language}`, async ({
    page,
    request,
  }, testInfo) => {
    const r = catalog(locale, 'recording');
    const c = catalog(locale, 'common');
    await signUp(page, request, locale, language);

    // The consent texts are the language's own.
    await page.goto(`/${locale}/qr-recording`);
    await page.getByRole('button', { name: r('welcome.start'), exact: true }).click();
    await expect(stepHeading(page, r('step.2'))).toBeVisible();
    // Each statement links its page (issue 23): the name is the text without the link tags.
    for (const key of ['consent.dataUsage', 'consent.recording', 'consent.terms'])
      await expect(page.getByRole('checkbox', { name: r(key).replace(/<\/?\w+>/g, '') })).toBeVisible();

    const paragraph = await toChooseStep(page, locale, language, 'healthcare');
    await page.getByRole('button', { name: r('next'), exact: true }).click();
    await expect(stepHeading(page, r('step.4'))).toBeVisible();
    await page.getByRole('button', { name: r('prompt.start'), exact: true }).click();
    await expect(stepHeading(page, r('step.5'))).toBeVisible();
    await expect(page.getByText(paragraph)).toBeVisible();
    const elapsed = page.getByRole('timer', { name: r('session.elapsed') });
    await expect
      .poll(async () => Number(/:(\d\d)$/.exec((await elapsed.textContent()) ?? '')?.[1] ?? 0), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(6);
    await page.getByRole('button', { name: r('session.stop'), exact: true }).click();
    await expect(stepHeading(page, r('step.6'))).toBeVisible();
    await page.getByRole('button', { name: r('review.submit'), exact: true }).click();

    await expect(stepHeading(page, r('step.7'))).toBeVisible();
    const grades = ['excellent', 'good', 'average', 'poor'].map((g) => c(`grade.${g}`));
    const grade = page.getByText(r('thanks.quality'), { exact: true }).locator('xpath=following-sibling::dd');
    expect(grades).toContain((await grade.textContent())?.trim());
    await expect(page.getByRole('heading', { name: r('thanks.aboutQuality') })).toBeVisible();
    await expect(
      page.getByText(`${c(`languageName.${language}`)} / ${c('domain.healthcare')}`),
    ).toBeVisible();

    const path = testInfo.outputPath(`thank-you-${locale}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`thank-you-${locale}`, { path, contentType: 'image/png' });
    // The language switcher names each language in its own script ('English' included): not page text.
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      body.querySelectorAll('select').forEach((select) => select.remove());
      document.documentElement.append(body);
      const seen = body.innerText;
      body.remove();
      return seen;
    });
    expect(strayLatinWords(text), 'Latin-script words on the Thank You step').toEqual([]);
    expect(text).toMatch(SCRIPT[locale]!);
  });
}
