// Every route at a phone's and a laptop's width (issue 24): a screenshot of each in the test output
// (test-results/visual-screenshots-*/<route>-<width>.png), and on each the two things the issue found cut off
// or covered: nothing scrolls sideways, and the page's heading sits below the sticky header, not under it.
// With SCREENSHOTS_DIR set, the dashboard, admin and recording step 5 shots are copied there too (the
// before/after pictures in docs/screenshots/ are made from them: scripts/side-by-side.mjs).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { recordOnce } from '../support/recordings-api.js';
import { registerRecordingUser, signInPage } from '../support/recording-user.js';
import { E2E_ADMIN } from '../support/server.js';
import { openWithCampaignLink, startRecording } from '../recording/flow-steps.js';

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
  '/auth/signin',
  '/auth/signup',
  '/no-such-page',
];
const CONTRIBUTOR_ROUTES = ['/dashboard', '/qr', '/qr-recording', '/validate', '/profile'];
const KEPT = new Set(['dashboard', 'admin', 'qr-recording-step-5']);

const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

/** Screenshots the page as it stands, checks it, and keeps the shot where the run asked. */
async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  // Fonts and images settle before the picture; the checks below wait on nothing else.
  await page.evaluate(() => document.fonts.ready);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);

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
      await signInPage(page, user);
      for (const route of CONTRIBUTOR_ROUTES) {
        await visit(page, route);
        await shoot(page, testInfo, fileName(route), size.width);
      }
      await openWithCampaignLink(page, 'Hindi', 'healthcare');
      await startRecording(page);
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
