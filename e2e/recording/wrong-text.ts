// A clip that reads another sentence (issue 35), through the browser in Hindi and in Tamil: the fake
// microphone says a different sentence of the same language (espeak-ng), the read-check hears that the words
// are not the text's, and the Thank You step grades it Poor with the advice in the contributor's language and
// Record this text again on the same text. Each language has its own spec file (wrong-text-hi, -ta), so its
// own microphone file and browser: a second file said to one browser's microphone was heard stale in 2 of 6
// tries.
import { expect, test } from '@playwright/test';
import { SPEECH_TEXTS } from '../../scripts/make-audio-fixtures.mjs';
import { catalog, stepHeading, toChooseStep } from '../i18n/i18n-support.js';
import { liveMicrophoneOptions, say } from '../support/live-microphone.js';
import { registerRecordingUser, signInPage } from '../support/recording-user.js';
import { stopAt } from './flow-steps.js';

/** Registers the test for one language; call it at the top level of that language's spec file. */
export function wrongTextTest(locale: 'hi' | 'ta', language: 'Hindi' | 'Tamil'): void {
  const microphone = `wrong-text-${locale}`;
  test.use({ launchOptions: liveMicrophoneOptions(microphone) });
  test(`a clip that reads another ${language} sentence is Poor, with advice in ${language} and the same text again`, async ({
    page,
    request,
  }) => {
    const r = catalog(locale, 'recording');
    const c = catalog(locale, 'common');
    await signInPage(page, await registerRecordingUser(request));
    const paragraph = (await toChooseStep(page, locale, language, 'healthcare')).trim();
    // The fixtures' second sentence (about washing hands and fever): not one the server issues.
    const other = SPEECH_TEXTS[locale].split(/(?<=[।.])\s+/)[1]!;
    expect(other).not.toBe(paragraph);
    const spoken = say(microphone, other, language);

    await page.getByRole('button', { name: r('next'), exact: true }).click();
    await expect(stepHeading(page, r('step.4'))).toBeVisible();
    await page.getByRole('button', { name: r('prompt.start'), exact: true }).click();
    await expect(stepHeading(page, r('step.5'))).toBeVisible();
    await stopAt(page, Math.ceil(spoken.seconds), {
      stop: r('session.stop'),
      elapsed: r('session.elapsed'),
    });
    await expect(stepHeading(page, r('step.6'))).toBeVisible();
    await page.getByRole('button', { name: r('review.submit'), exact: true }).click();

    await expect(stepHeading(page, r('step.7'))).toBeVisible();
    await expect(
      page.getByText(r('thanks.quality'), { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(c('grade.poor'));
    await expect(page.getByText(r('advice.sentence'), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: r('thanks.recordTextAgain'), exact: true }).click();
    await expect(stepHeading(page, r('step.4'))).toBeVisible();
    await expect(page.locator('blockquote')).toHaveText(paragraph);
  });
}
