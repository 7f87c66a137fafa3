// Helpers for the public-site specs: the public routes with their headings, and an admin session
// (the account e2e/support/server.ts asks the server to ensure) for admin-only reads and signed-in pages.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/server.js';

/** Every public page of SPEC §2 and the h1 it shows. */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'Your Voice Shapes AI' },
  { path: '/products', heading: 'Our Products' },
  { path: '/dhvani-shilp', heading: 'Dhvani Shilp' },
  { path: '/swarin', heading: 'Swarin' },
  { path: '/about', heading: 'Dhvani Shilp' },
  { path: '/about-tatvam', heading: 'About Tatvam' },
  { path: '/contact', heading: "Let's Talk" },
  { path: '/blogs', heading: 'Blog' },
  { path: '/demo', heading: 'Voice Demo' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/docs', heading: 'Documentation' },
  { path: '/careers', heading: 'Careers' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
] as const;

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { _id: string; name: string; email: string; role: string };
}

/**
 * Signs the e2e admin in through the API. The test server scales the per-IP limits for one address
 * (IP_RATE_LIMIT_SCALE in e2e/support/server.ts): a 429 here means that scale is too low, not a window to
 * wait out.
 */
export async function adminSession(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/v1/users/login', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Session }).data;
}

/** Makes every page of this test start signed in. Call before the first page.goto. */
export async function signInPage(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s) => {
    if (window.localStorage.getItem('accessToken')) return;
    window.localStorage.setItem('accessToken', s.accessToken);
    window.localStorage.setItem('refreshToken', s.refreshToken);
    window.localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

/** Fails when the page is wider than the viewport (something scrolls sideways). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}
