// Peer review end to end (issue 21): a second contributor reviews the first one's clips on /validate with
// the keyboard only; with a second reviewer's vote one clip is validated and the other rejected, and the
// first contributor's dashboard shows Validated, and Rejected with its reasons and the tokens taken back.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fixturePath } from '../support/chromium.js';
import { readFixtureManifest } from '../support/fixtures.js';
import { getAs, registerRecordingUser, signInPage, type RecordingUser } from '../support/recording-user.js';

const CLIP = 'speech-hi.wav';

async function call<T>(request: APIRequestContext, user: RecordingUser, path: string, options: object) {
  const response = await request.post(`/api/v1${path}`, {
    ...options,
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The fixture with `seconds` of silence after it: the same speech, but not the same file. */
function withSilence(wav: Buffer, seconds: number): Buffer {
  // make-fixtures writes canonical 44-byte headers of 16 kHz mono 16-bit PCM.
  const extra = Buffer.alloc(Math.round(seconds * 16_000) * 2);
  const out = Buffer.concat([wav, extra]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(out.length - 44, 40);
  return out;
}

/** What the recording flow does, through the API: a Hindi recording, graded; returns its id and tokens. */
async function recordHindi(request: APIRequestContext, user: RecordingUser, silence: number) {
  const wav = withSilence(readFileSync(fixturePath(CLIP)), silence);
  const uploaded = await call<{ _id: string }>(request, user, '/recordings/', {
    multipart: {
      duration: ((wav.length - 44) / 32_000).toFixed(2),
      language: 'Hindi',
      domain: 'education',
      recordedVia: 'web',
      paragraph: readFixtureManifest().speech[CLIP]!.text,
      audio: { name: 'recording.wav', mimeType: 'audio/wav', buffer: wav },
    },
  });
  const graded = await call<{ amount: number; final_quality: string }>(
    request,
    user,
    `/recordings/${uploaded._id}/evaluate`,
    {},
  );
  return { id: uploaded._id, ...graded };
}

/** Skips (S) every clip on screen until `id` is the one shown: other tests may have clips waiting too. */
async function reachClip(page: Page, id: string) {
  const panel = page.locator('[data-clip-id]');
  for (let shown = 0; shown < 50; shown++) {
    await expect(panel).toBeVisible();
    const current = await panel.getAttribute('data-clip-id');
    if (current === id) return;
    await page.keyboard.press('s');
    await expect(page.locator(`[data-clip-id="${current}"]`)).toHaveCount(0);
  }
  throw new Error(`clip ${id} was never offered`);
}

/** Plays the clip with Space and waits until it was heard to its end. */
async function listen(page: Page) {
  // The clip's audio is fetched after it shows: Play is enabled once it is there.
  await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
  await page.keyboard.press(' ');
  await expect(page.getByRole('status').filter({ hasText: 'Played to the end' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Yes' })).toBeEnabled();
}

test('a contributor reviews with the keyboard; two votes validate one clip and reject another', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const author = await registerRecordingUser(request);
  const [reviewer, second] = [await registerRecordingUser(request), await registerRecordingUser(request)];
  await call(request, author, '/users/consents', { data: { dataUsage: true, recording: true, terms: true } });
  const good = await recordHindi(request, author, 0.25);
  const bad = await recordHindi(request, author, 0.5);
  expect(good.final_quality).not.toBe('poor');
  expect(bad.final_quality).not.toBe('poor');

  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, reviewer);
  await page.goto('/validate');
  await expect(page.getByRole('heading', { level: 1, name: 'Listen' })).toBeVisible();
  await page.getByLabel('Language').selectOption('Hindi');
  // Keys typed in the picker stay the picker's; the page's keys work once it is left.
  await page.getByRole('heading', { level: 1 }).click();

  // The phone's width, and what a screen reader is told, before any answer.
  await expect(page.locator('[data-clip-id]')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await reachClip(page, good.id);
  await expect(page.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await listen(page);
  await page.keyboard.press('y');
  await expect(page.getByTestId('review-progress')).toContainText('1 review this session');

  await reachClip(page, bad.id);
  await listen(page);
  await page.keyboard.press('n');
  await expect(page.getByRole('group', { name: 'Why not?' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Wrong language' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review-progress')).toContainText('2 reviews this session');

  // The second vote on each, through the API.
  await call(request, second, `/reviews/${good.id}/vote`, { data: { vote: 'up' } });
  await call(request, second, `/reviews/${bad.id}/vote`, {
    data: { vote: 'down', reason: 'wrong_language' },
  });

  // The author, in a browser of their own (a page keeps the session it was given first).
  const dashboard = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const authorPage = await dashboard.newPage();
  await signInPage(authorPage, author);
  await authorPage.goto('/dashboard');
  // Newest first: the rejected clip was recorded second.
  const rows = authorPage.getByRole('table').getByRole('row');
  await expect(rows.nth(1).locator('[data-review]')).toHaveText(
    /^Rejected0 yes, 2 noWrong languageTokens reversed$/,
  );
  await expect(rows.nth(2).locator('[data-review]')).toHaveText(/^Validated2 yes, 0 no$/);
  const incentives = await getAs<{ totalTokens: number }>(request, author, '/users/incentives');
  expect(incentives.totalTokens).toBe(good.amount);
  await expect(authorPage.getByText('Tokens Earned', { exact: true }).locator('..')).toHaveText(
    `Tokens Earned${good.amount}`,
  );
  await dashboard.close();
});
