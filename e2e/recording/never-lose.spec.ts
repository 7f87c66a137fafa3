// Issue 20 in the browser: a recording is kept on the device and streamed while it is spoken, survives a
// reload and a closed tab, rides out an outage without a click, and a failed grading call is repeated
// without sending the audio again. Real server, Chromium's fake microphone, emulated networks.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { getAs, registerRecordingUser, signInPage, type RecordingUser } from '../support/recording-user.js';
import { keptAndFinished } from '../support/unsent-store.js';
import { openWithCampaignLink, recordFor, startRecording, stepHeading } from './flow-steps.js';

let user: RecordingUser;

test.beforeEach(async ({ page, request }) => {
  user = await registerRecordingUser(request);
  await signInPage(page, user);
});

const unsentPanel = (page: Page) => page.getByRole('region', { name: 'Recordings not sent yet' });

async function recordAndStop(page: Page, seconds: number): Promise<void> {
  await openWithCampaignLink(page, 'English', 'healthcare');
  await startRecording(page);
  await recordFor(page, seconds);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
}

/** The WAV the review step offers (its Download link). */
async function downloaded(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  return readFile((await (await download).path())!);
}

async function sendFromPanel(page: Page, request: Parameters<typeof getAs>[0]) {
  await expect(unsentPanel(page)).toBeVisible();
  await unsentPanel(page).getByRole('button', { name: 'Send' }).click();
  // Sending includes the commit, the clip's check and its grading: on a loaded machine (two shared cores)
  // that took longer than the 15 s default, as the Thank You waits here do.
  await expect(page.getByText(/^Recording sent: (Excellent|Good|Average|Poor), \d+ tokens?\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(unsentPanel(page)).toBeHidden();
  const recordings = await getAs<Array<{ duration: number; quality: string | null }>>(
    request,
    user,
    '/users/recordings',
  );
  expect(recordings).toHaveLength(1);
  expect(recordings[0]?.quality).not.toBeNull();
}

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a reload on the review step returns there: the player, every warning, the same audio; Submit sends', async ({
    page,
    request,
  }) => {
    // The page's clock runs at normal speed; jumping it ahead while the microphone delivers nothing for
    // those seconds is how a busy device loses audio: the review step then warns of it.
    await page.clock.install();
    await openWithCampaignLink(page, 'English', 'healthcare');
    await startRecording(page);
    await recordFor(page, 3);
    await page.clock.fastForward(4000);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
    const lost = page.getByText(/^Parts of this recording were lost \(about \d+(\.\d)? s\)/);
    await expect(lost).toBeVisible();
    const warnings = await page.locator('p.text-warning').allTextContents();
    const before = await downloaded(page);
    await expect.poll(() => keptAndFinished(page)).toBe(true);

    // The page asks before leaving with an unsent recording; the contributor reloads anyway.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
    await expect(lost).toBeVisible();
    expect(await page.locator('p.text-warning').allTextContents()).toEqual(warnings);
    const player = page.getByLabel('Your recording');
    await expect(player).toBeVisible();
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration))
      .toBeGreaterThan(2.5);
    // The player and Download hold the very WAV the recorder made before the reload.
    expect((await downloaded(page)).equals(before)).toBe(true);

    await page.getByRole('button', { name: 'Submit Recording' }).tap();
    await expect(stepHeading(page, 'Thank You')).toBeVisible({ timeout: 60_000 });
    const recordings = await getAs<Array<{ quality: string | null }>>(request, user, '/users/recordings');
    expect(recordings).toHaveLength(1);
    expect(recordings[0]?.quality).not.toBeNull();
    expect(await keptAndFinished(page)).toBe(false);
  });
});

test('a tab closed before Submit: the recording is offered on the dashboard and sends', async ({
  page,
  context,
  request,
}) => {
  await recordAndStop(page, 4);
  await expect.poll(() => keptAndFinished(page)).toBe(true);
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto('/dashboard');
  await sendFromPanel(again, request);
});

test('10 s offline during the upload: Thank You comes without another click', async ({ page, context }) => {
  // The page's clock is Playwright's (it runs at normal speed): the ten seconds pass on it at once.
  await page.clock.install();
  await openWithCampaignLink(page, 'English', 'healthcare');
  await startRecording(page);
  await context.setOffline(true);
  await recordFor(page, 4);
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Submit Recording' }).click();
  await expect(page.getByText('Uploading…')).toBeVisible();
  // The outage itself is the scenario: ten seconds without a network, then it comes back. They pass on the
  // page's clock, firing every retry and watchdog timer the page set, without the test sleeping through them.
  await page.clock.runFor(10_000);
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  await context.setOffline(false);
  await expect(stepHeading(page, 'Thank You')).toBeVisible({ timeout: 60_000 });
});

test('a lost commit answer and a failed grading call are each repeated by themselves, never the upload; the server has the captured samples', async ({
  page,
  request,
}) => {
  const patchBytes: number[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'PATCH' && req.url().includes('/api/v1/uploads/'))
      patchBytes.push(req.postDataBuffer()?.length ?? 0);
  });
  let commitCalls = 0;
  await page.route('**/api/v1/uploads/*/commit*', async (route) => {
    commitCalls++;
    const response = await route.fetch();
    // The server committed (and graded) it, but the answer never reached the page.
    if (commitCalls === 1) return route.abort('connectionreset');
    // As a server still grading after its wait answers: no grade, so the page asks evaluate.
    const body = await response.json();
    delete body.data.evaluation;
    await route.fulfill({ response, json: body });
  });
  let evaluateCalls = 0;
  await page.route('**/api/v1/recordings/*/evaluate', async (route) => {
    evaluateCalls++;
    if (evaluateCalls === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await recordAndStop(page, 5);
  // The WAV the browser made of what it captured, as the contributor can download it.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const captured = await readFile(await (await download).path());
  await page.getByRole('button', { name: 'Submit Recording' }).click();
  await expect(stepHeading(page, 'Thank You')).toBeVisible();
  expect(commitCalls).toBe(2);
  expect(evaluateCalls).toBe(2);

  const [recording] = await getAs<Array<{ _id: string }>>(request, user, '/users/recordings');
  const audio = (format: string) =>
    request.get(`/api/v1/recordings/${recording!._id}/audio?format=${format}`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
  const flac = await (await audio('flac')).body();
  // Every byte went up once: the PATCH bodies add up to the FLAC the server stored.
  expect(patchBytes.reduce((a, b) => a + b, 0)).toBe(flac.length);
  expect(flac.length).toBeLessThan(captured.length * 0.75);
  // Lossless: the server's WAV is the browser's WAV, byte for byte.
  const wav = await (await audio('wav')).body();
  expect(captured.equals(wav)).toBe(true);
});
