// Steps of /qr-recording shared by the recording specs: each drives the page the way a person does.
import { expect, type Page } from '@playwright/test';

export const MICROPHONE_MESSAGE =
  'Microphone access denied or not available. Please check your browser permissions.';

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
export const elapsed = (page: Page) => page.getByRole('timer', { name: 'Elapsed time' });

/** Seconds shown by an m:ss timer. */
export async function timerSeconds(page: Page): Promise<number> {
  const text = (await elapsed(page).textContent()) ?? '';
  const match = /^(\d+):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`timer shows "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** From a campaign link to step 3 with the text ready; returns the text to read. */
export async function openWithCampaignLink(page: Page, language: string, domain: string): Promise<string> {
  await page.goto(`/qr-recording?language=${language}&domain=${domain}`);
  await expect(stepHeading(page, 'Voice Contribution')).toBeVisible();
  // Step 2 asks the server for the consent on record (issue 32): someone who agreed finds the boxes ticked.
  const onRecord = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/users/consents') && r.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(stepHeading(page, 'Terms & Consent')).toBeVisible();
  const agreed = ((await (await onRecord).json()) as { data: { active: boolean } }).data.active;
  const next = page.getByRole('button', { name: 'Next' });
  if (agreed) {
    await expect(page.getByTestId('consent-on-record')).toBeVisible();
    for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeChecked();
  } else {
    for (const box of await page.getByRole('checkbox').all()) {
      await expect(next).toBeDisabled();
      await box.check();
    }
  }
  await next.click();
  await expect(stepHeading(page, 'Pick Domain & Language')).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue(language);
  await expect(page.getByLabel('Domain')).toHaveValue(domain);
  const text = page.locator('blockquote');
  await expect(text).toBeVisible();
  return (await text.textContent()) ?? '';
}

/** From step 3 to a running recording session. */
export async function startRecording(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Speaking Prompt')).toBeVisible();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(stepHeading(page, 'Recording Session')).toBeVisible();
}

/**
 * Presses Stop the moment the page's timer shows `seconds`, from inside the page (a MutationObserver on the
 * timer), as a reader who watches the clock does. Polling from the test instead let a loaded machine run a
 * 3.8 s reading on to 6.5 s (each poll and the click's checks are round trips), and a clip that is mostly
 * silence is rightly graded down for its small share of speech.
 */
export async function stopAt(
  page: Page,
  seconds: number,
  names: { stop: string; elapsed: string } = { stop: 'Stop', elapsed: 'Elapsed time' },
): Promise<void> {
  const stop = await page.getByRole('button', { name: names.stop, exact: true }).elementHandle();
  await page.getByRole('timer', { name: names.elapsed }).evaluate(
    (timer, { at, button }) =>
      new Promise<void>((resolve) => {
        const reached = () => {
          const match = /^(\d+):(\d{2})$/.exec(timer.textContent?.trim() ?? '');
          return match !== null && Number(match[1]) * 60 + Number(match[2]) >= at;
        };
        const press = () => {
          (button as HTMLButtonElement).click();
          resolve();
        };
        if (reached()) return press();
        new MutationObserver((_, observer) => {
          if (!reached()) return;
          observer.disconnect();
          press();
        }).observe(timer, { childList: true, characterData: true, subtree: true });
      }),
    { at: seconds, button: stop },
  );
}

/** Lets the fake microphone play until the timer reaches `seconds`. */
export async function recordFor(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(() => timerSeconds(page), { timeout: (seconds + 15) * 1000 })
    .toBeGreaterThanOrEqual(seconds);
}
