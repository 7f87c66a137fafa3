// Dashboards end to end (issue 6): a contributor's graded recording on /dashboard; an admin finds it on
// /admin, plays it and deletes it, and the contributor's tokens drop; a contributor is kept out of /admin.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { toneWav } from '../../bench/lib/wav.mjs';
import { api, recordOnce, recordedText } from '../support/recordings-api.js';
import { getAs, registerRecordingUser, signInPage, type RecordingUser } from '../support/recording-user.js';
import { E2E_ADMIN } from '../support/server.js';

/** Uploads `count` recordings (not evaluated) for the user, through the API. */
async function uploadMany(request: APIRequestContext, user: RecordingUser, count: number) {
  await api(request, user.accessToken, 'post', '/users/consents', {
    data: { dataUsage: true, recording: true, terms: true },
  });
  for (let n = 0; n < count; n++) {
    await api(request, user.accessToken, 'post', '/recordings/', {
      multipart: {
        duration: '2.00',
        language: n % 2 ? 'Hindi' : 'Tamil',
        domain: 'retail',
        recordedVia: 'web',
        // Written in the language's script: the server refuses a mislabelled text.
        paragraph: n % 2 ? `पेजिंग परीक्षण अनुच्छेद ${n}।` : `பக்க சோதனை பத்தி ${n}.`,
        // A pitch of its own for each, so no two uploads carry the same audio.
        audio: { name: 'recording.wav', mimeType: 'audio/wav', buffer: toneWav(2, 180 + 37 * n) },
      },
    });
  }
}

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const response = await request.post('/api/v1/users/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  const { user, accessToken, refreshToken } = (await response.json()).data;
  await signInPage(page, { ...user, phoneNo: '', accessToken, refreshToken });
  return accessToken as string;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

test('a contributor sees their recording on /dashboard with its grade and tokens', async ({
  page,
  request,
}) => {
  const user = await registerRecordingUser(request);
  const graded = await recordOnce(request, user);
  await signInPage(page, user);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const tokensCard = page.getByText('Tokens Earned', { exact: true }).locator('..');
  await expect(tokensCard).toHaveText(`Tokens Earned${graded.amount}`);
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('English');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Web');
  await expect(row.getByText(capitalised(graded.final_quality), { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(7)).toHaveText(String(graded.amount));
});

test("both dashboards page through a contributor's recordings on the server", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const user = await registerRecordingUser(request);
  await uploadMany(request, user, 6);

  await signInPage(page, user);
  await page.goto('/dashboard');
  const rows = page.getByRole('table').getByRole('row');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(rows).toHaveCount(1 + 5);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(1 + 1);

  // The admin in a browser of their own (a page keeps the session it was given first).
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, request);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin
    .getByRole('row')
    .filter({ hasText: user.email })
    .getByRole('button', { name: /Show the 6 recordings of/ })
    .click();
  await expect(admin.getByText('6 recordings', { exact: true })).toBeVisible();
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(1 + 6);
  await adminContext.close();
});

test('an admin plays and deletes a recording, and the contributor loses its tokens', async ({
  page,
  request,
}) => {
  const user = await registerRecordingUser(request);
  const graded = await recordOnce(request, user);
  expect(graded.amount).toBeGreaterThan(0);
  expect((await getAs<{ rewardTokens: number }>(request, user, '/users/current')).rewardTokens).toBe(
    graded.amount,
  );

  const adminToken = await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'All Recordings' })).toBeVisible();

  // Narrow the list to this contributor through the users list.
  await page.getByRole('tab', { name: 'Users' }).click();
  const userRow = page.getByRole('row').filter({ hasText: user.email });
  await userRow.getByRole('button', { name: /Show the 1 recordings of/ }).click();
  await expect(page.getByText(`User: ${user.name}`)).toBeVisible();
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('cell').first()).toHaveText(user.name);
  await expect(row.getByText(capitalised(graded.final_quality), { exact: true })).toBeVisible();

  const audio = page.waitForResponse((r) => r.url().includes(`/recordings/${graded.recordingId}/audio`));
  await row.getByRole('button', { name: /^Play recording by/ }).click();
  expect((await audio).status()).toBe(200);
  await expect(row.getByRole('button', { name: /^Pause recording by/ })).toBeVisible();

  // The text that was read, and a player whose seek bar works (the file is fetched whole, so it is seekable).
  await row.getByText('Show text and player').click();
  await expect(row.getByText(recordedText())).toBeVisible();
  const player = row.locator('audio[controls]');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.seekable.length)).toBeGreaterThan(0);
  const seekTo = await player.evaluate((a: HTMLAudioElement) => a.seekable.end(0) / 2);
  await player.evaluate((a: HTMLAudioElement, to: number) => (a.currentTime = to), seekTo);
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeCloseTo(seekTo, 1);

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this recording?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(user.name);
  await expect(dialog).toContainText(`Tokens to be reversed${graded.amount}`);
  await dialog.getByRole('button', { name: 'Delete recording' }).click();
  await expect(page.getByText('Recording deleted successfully')).toBeVisible();
  await expect(page.getByText('No recordings match.')).toBeVisible();

  expect((await getAs<{ rewardTokens: number }>(request, user, '/users/current')).rewardTokens).toBe(0);
  const audit = await api<Array<{ action: string; recordingId: string }>>(
    request,
    adminToken,
    'get',
    '/admin/audit?limit=100',
  );
  const actions = audit.filter((e) => e.recordingId === graded.recordingId).map((e) => e.action);
  // Newest first; the play button and the player each fetched the audio.
  expect(actions[0]).toBe('recording.delete');
  expect(new Set(actions.slice(1))).toEqual(new Set(['recording.listen']));
});

test('a contributor opening /admin is sent to /dashboard', async ({ page, request }) => {
  const user = await registerRecordingUser(request);
  await signInPage(page, user);
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

/** The element lies wholly inside the viewport's width (nothing cut off at the right edge). */
async function expectWithinWidth(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box && box.x >= 0 && box.x + box.width <= width, `${locator} within ${width} px`).toBe(true);
}

const pageFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('at 390 px every column of the recent recordings is on screen, each with its heading', async ({
  page,
  request,
}, testInfo) => {
  const user = await registerRecordingUser(request);
  const graded = await recordOnce(request, user);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, user);
  await page.goto('/dashboard');
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  await expect(cells.nth(5)).toHaveAttribute('data-label', 'Status');
  // Peer review's state sits next to the grade (issue 21).
  await expect(cells.nth(6)).toHaveAttribute('data-label', 'Review');
  await expect(cells.nth(7)).toHaveAttribute('data-label', 'Tokens');
  await expect(cells.nth(8)).toHaveAttribute('data-label', 'Play');
  await expectWithinWidth(page, row.getByText(capitalised(graded.final_quality), { exact: true }));
  await expectWithinWidth(page, cells.nth(6).getByText('In review', { exact: true }));
  await expectWithinWidth(page, cells.nth(7).getByText(String(graded.amount), { exact: true }));
  await expectWithinWidth(page, row.getByRole('button', { name: /^Play/ }));
  await expectWithinWidth(page, page.getByRole('link', { name: 'New Recording' }));
  expect(await pageFits(page)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });
});

test('the admin console fits 390 px: Quality, Play, Delete and every user column on screen', async ({
  page,
  request,
}, testInfo) => {
  await recordOnce(request, await registerRecordingUser(request));
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'All Recordings' })).toBeVisible();
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(5)).toHaveAttribute('data-label', 'Quality');
  await expectWithinWidth(page, row.getByRole('cell').nth(5));
  await expectWithinWidth(page, row.getByRole('button', { name: /^Play recording by/ }));
  await expectWithinWidth(page, row.getByRole('button', { name: 'Delete' }));
  expect(await pageFits(page)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('admin-390.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Users' }).click();
  const userRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(userRow).toBeVisible();
  const last = userRow.getByRole('cell').last();
  await expectWithinWidth(page, last);
  expect(await pageFits(page)).toBe(true);
});
