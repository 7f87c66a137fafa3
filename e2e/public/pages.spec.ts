import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminSession, expectNoHorizontalScroll, PUBLIC_PAGES, signInPage } from './support.js';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

async function seriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('public pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} shows "${heading}", fits 390 and 1366 px, and has no serious axe violations`, async ({
      page,
    }, testInfo) => {
      const slug = path === '/' ? 'home' : path.slice(1);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
        await expectNoHorizontalScroll(page);
        // Kept in test-results/ as artefacts of the run (issue 7).
        await page.screenshot({ path: testInfo.outputPath(`${slug}-${size.width}.png`), fullPage: true });
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('sign-in and the first step of the recording flow have no serious axe violations', async ({
    page,
    request,
  }) => {
    await page.goto('/auth/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await signInPage(page, await adminSession(request));
    await page.goto('/qr-recording');
    await expect(page.getByRole('heading', { level: 1, name: 'Voice Contribution' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('landing page', () => {
  test('is static: loads no app bundle, recorder, dashboard or QR decoder, and its links work', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Voice Shapes AI' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/landing-[\w-]+\.js$/);
    // No navigation bar on "/" (SPEC §2), but the hero, sections and closing call to action are there.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    for (const name of ['The digital divide', 'Key features', 'Real-world applications']) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Contributing' })).toHaveAttribute(
      'href',
      '/qr-recording',
    );
    await expect(page.getByRole('link', { name: /Explore the Platform/ })).toHaveAttribute('href', '/qr');
    await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
      'href',
      '/qr-recording',
    );
    await expect(page.getByText('Democratizing Voice-Tech in India').first()).toBeVisible();

    await page.getByRole('link', { name: 'Our Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    // Back inside the app, Home renders the same landing page client-side.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Voice Shapes AI' })).toBeVisible();
  });

  test('the brand landing screen on /about leads to the products', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('Democratizing Voice-Tech in India').first()).toBeVisible();
    await page.getByRole('link', { name: 'Explore Products' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/products');
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  });
});

test.describe('navigation and FAQ', () => {
  test('an unknown route shows the 404 page', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the navigation bar is transparent at the top and solid after scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 500 });
    await page.goto('/products');
    const header = page.locator('header').filter({ has: page.getByRole('navigation', { name: 'Main' }) });
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await expect.poll(background).toBe('rgb(255, 255, 255)');
  });

  test('the FAQ opens one question at a time', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('button', { expanded: false });
    await expect(page.locator('main').getByRole('button')).toHaveCount(8);
    await page.getByRole('button', { name: /ASR/ }).click();
    await expect(page.getByRole('region', { name: /ASR/ })).toBeVisible();
    await page.getByRole('button', { name: /data safe/ }).click();
    await expect(page.getByRole('region', { name: /data safe/ })).toContainText('consent');
    await expect(page.getByRole('region', { name: /ASR/ })).toBeHidden();
    await expect(page.locator('main').getByRole('button', { expanded: true })).toHaveCount(1);
    await expect(questions).toHaveCount(7);
  });
});
