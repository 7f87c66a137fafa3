// Every route at a phone's and a laptop's width (issue 24): a screenshot of each in the test output
// (test-results/visual-screenshots-*/<route>-<width>.png), and on each the two things the issue found cut off
// or covered: nothing scrolls sideways, and the page's heading sits below the sticky header, not under it.
// With SCREENSHOTS_DIR set, the dashboard, admin, recording step 5, Listen and landing shots are copied there
// too (the before/after pictures in docs/screenshots/ are made from them: scripts/side-by-side.mjs).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { recordOnce } from '../support/recordings-api.js';
import { registerRecordingUser, signInPage } from '../support/recording-user.js';
import { E2E_ADMIN } from '../support/server.js';
import { catalog, stepHeading, toChooseStep } from '../i18n/i18n-support.js';
import { openWithCampaignLink, recordFor, startRecording } from '../recording/flow-steps.js';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

const PUBLIC_ROUTES = [
  '/',
  '/products',
  '/dhvani-shilp',
  '/swarin',
  '/about',
  '/about-tatvam',
  '/contact',
  '/blogs',
  '/demo',
  '/faq',
  '/docs',
  '/careers',
  '/privacy',
  '/terms',
  '/guardian',
  '/auth/signin',
  '/auth/signup',
  '/no-such-page',
];
const CONTRIBUTOR_ROUTES = ['/dashboard', '/qr', '/qr-recording', '/validate', '/profile'];
const KEPT = new Set(['dashboard', 'admin', 'qr-recording-step-5', 'validate', 'home']);

const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

/** Screenshots the page as it stands, checks it, and keeps the shot where the run asked. */
async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  // Fonts and images settle before the picture; the checks below wait on nothing else.
  await page.evaluate(() => document.fonts.ready);
  const sideways = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    // The elements past the right edge that nothing clips, named in the failure.
    const clipped = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(element),
      )
      .slice(-3)
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').slice(0, 40)}"`)
      .concat(`scrollWidth ${root.scrollWidth}`);
  });
  expect(sideways, `${name} at ${width} px scrolls sideways`).toEqual([]);

  const header = page.locator('header').first();
  const heading = page.getByRole('heading', { level: 1 }).first();
  if ((await header.isVisible()) && (await heading.isVisible())) {
    await page.evaluate(() => window.scrollTo(0, 0));
    const headerBox = await header.boundingBox();
    const headingBox = await heading.boundingBox();
    expect(headingBox!.y, `${name} at ${width} px: the heading is under the header`).toBeGreaterThanOrEqual(
      headerBox!.y + headerBox!.height - 1,
    );
  }

  const path = testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  const keep = process.env.SCREENSHOTS_DIR;
  if (keep && KEPT.has(name)) {
    mkdirSync(keep, { recursive: true });
    copyFileSync(path, join(keep, `${name}-${width}.png`));
  }
}

async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A page with data shows it (or its empty state) before the picture: no loading placeholders left.
  const loading = page.locator('[role="status"]', { hasText: 'Loading' }).filter({ visible: true });
  await expect(loading).toHaveCount(0);
}

/** On the Listen page: plays the clip to its end and answers No, so the picture shows the reasons too. */
async function answerNo(page: Page) {
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Played to the end' })).toBeAttached({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Why not?' })).toBeVisible();
}

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const response = await request.post('/api/v1/users/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  const { user, accessToken, refreshToken } = (await response.json()).data;
  await signInPage(page, { ...user, phoneNo: '', accessToken, refreshToken });
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('public pages', async ({ page }, testInfo) => {
      for (const route of PUBLIC_ROUTES) {
        await visit(page, route);
        await shoot(page, testInfo, fileName(route), size.width);
      }
    });

    test('contributor pages and recording step 5', async ({ page, request }, testInfo) => {
      const user = await registerRecordingUser(request);
      await recordOnce(request, user);
      // Someone else's clip in a language the user knows, for the Listen page.
      await recordOnce(request, await registerRecordingUser(request), 'Hindi');
      await signInPage(page, user);
      for (const route of CONTRIBUTOR_ROUTES) {
        await visit(page, route);
        if (route === '/validate') await answerNo(page);
        await shoot(page, testInfo, fileName(route), size.width);
      }
      await openWithCampaignLink(page, 'Hindi', 'healthcare');
      await startRecording(page);
      // A few seconds in, so the picture shows the live waveform and level ring, not an empty start.
      await recordFor(page, 3);
      await shoot(page, testInfo, 'qr-recording-step-5', size.width);
    });

    test('admin page', async ({ page, request }, testInfo) => {
      await recordOnce(request, await registerRecordingUser(request));
      await signInAsAdmin(page, request);
      await visit(page, '/admin');
      await expect(page.getByRole('heading', { name: 'All Recordings' })).toBeVisible();
      await shoot(page, testInfo, 'admin', size.width);
    });
  });
}

// Hindi and Tamil have the longest words of the ten: the contributor's pages at a phone's width in each.
for (const [locale, language] of [
  ['hi', 'Hindi'],
  ['ta', 'Tamil'],
] as const) {
  test.describe(`in ${language} at 390 px`, () => {
    test.use({ viewport: WIDTHS[0] });

    test('contributor pages and recording step 5', async ({ page, request }, testInfo) => {
      const r = catalog(locale, 'recording');
      const user = await registerRecordingUser(request);
      await recordOnce(request, user);
      await signInPage(page, user);
      // No warm-up visit: every page preloads its script's faces and swaps them in (decision 0036), so the
      // first page already shows real letters in this browser, which has no font of its own for the script.
      for (const route of CONTRIBUTOR_ROUTES) {
        await page.goto(`/${locale}${route}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
        await shoot(page, testInfo, `${locale}-${fileName(route)}`, 390);
      }
      await toChooseStep(page, locale, language, 'healthcare');
      await page.getByRole('button', { name: r('next'), exact: true }).click();
      await page.getByRole('button', { name: r('prompt.start'), exact: true }).click();
      await expect(stepHeading(page, r('step.5'))).toBeVisible();
      const elapsed = page.getByRole('timer', { name: r('session.elapsed') });
      await expect(elapsed).not.toHaveText(/^0:0[0-2]$/, { timeout: 20_000 });
      await shoot(page, testInfo, `${locale}-qr-recording-step-5`, 390);
    });
  });
}
