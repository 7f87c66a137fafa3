import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n-store';
import { paths } from '@/lib/paths';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { AppFrame } from './app-frame';
import { withMatchedRoutesLoaded } from './initial-routes';
import { PRERENDERED_PATHS, renderPage } from './prerender';
import { createAppRouter, routes } from './router';

// What main.tsx does with a prerendered page, on the HTML that scripts/post-build.mjs would write.
async function hydrate(path: string, markup: string, onRecoverableError: () => void) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const router = createAppRouter(await withMatchedRoutesLoaded(routes, path), {
    hydrationData: { loaderData: {} },
  });
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppFrame>
        <RouterProvider router={router} />
      </AppFrame>,
      { onRecoverableError },
    );
  });
  return { container, unmount: () => act(() => root?.unmount()) };
}

let cleanup: (() => void) | null = null;
// /privacy asks the server for its grievance officer once it has hydrated.
let server: FakeApi | null = null;
beforeEach(() => {
  server = fakeApi({
    'GET /privacy/notice': { status: 200, data: { ...PRIVACY_NOTICE, grievanceOfficer: null } },
  });
});
afterEach(async () => {
  cleanup?.();
  cleanup = null;
  server?.restore();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  await setLocale('en');
});

describe('prerendered pages', () => {
  it.each(PRERENDERED_PATHS)('%s renders at build time and the app hydrates it as it is', async (path) => {
    const page = await renderPage(path);
    expect(page.markup).toContain('<h1');
    expect(page.components.length).toBeGreaterThan(0);

    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const before = document.createElement('div');
    before.innerHTML = page.markup;
    const headingText = before.querySelector('h1')?.textContent;
    const { container, unmount } = await hydrate(path, page.markup, recoverable);
    cleanup = () => void unmount();

    // Hydration kept the HTML (a mismatch makes React re-render, and warn, in development).
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe(headingText);
  });

  it('names the page in <title> and keeps its controls waiting until the app has taken over', async () => {
    const page = await renderPage(paths.signIn);
    expect(page.title).toBe('Sign In · Dhvani Shilp');
    const html = document.createElement('div');
    html.innerHTML = page.markup;
    expect(html.querySelector<HTMLInputElement>('#signin-phone')?.readOnly).toBe(true);
    expect(html.querySelector('[role="tab"]')?.getAttribute('aria-disabled')).toBe('true');
    const sendOtp = [...html.querySelectorAll('button')].find((b) => b.textContent === 'Send OTP');
    expect(sendOtp?.getAttribute('aria-disabled')).toBe('true');

    const { container, unmount } = await hydrate(paths.signIn, page.markup, vi.fn());
    cleanup = () => void unmount();
    expect(container.querySelector<HTMLInputElement>('#signin-phone')?.readOnly).toBe(false);
    expect(container.querySelectorAll('[aria-disabled]')).toHaveLength(0);
  });

  it.each(PRERENDERED_PATHS)('%s in Hindi renders at /hi… and hydrates as it is', async (path) => {
    const page = await renderPage(path, 'hi');
    expect(page.locale).toBe('hi');
    expect(page.catalogs).toContain('src/locales/hi/common.json');
    expect(page.alternates).toContainEqual({ hreflang: 'hi', href: `/hi${path}` });
    expect(page.alternates).toContainEqual({ hreflang: 'x-default', href: path });
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const { container, unmount } = await hydrate(`/hi${path}`, page.markup, recoverable);
    cleanup = () => void unmount();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The layout speaks Hindi: the skip link and the language switcher's label.
    expect(container.textContent).toContain('सीधे मुख्य सामग्री पर जाएँ');
  });

  it('loads only the matched routes and leaves the shared route table lazy', async () => {
    const loaded = await withMatchedRoutesLoaded(routes, paths.products);
    const pagesOf = (table: typeof routes) => table[0]?.children?.[0]?.children;
    const products = pagesOf(loaded)?.find((route) => `/${route.path}` === paths.products);
    const careers = pagesOf(loaded)?.find((route) => `/${route.path}` === paths.careers);
    expect(products?.lazy).toBeUndefined();
    expect(products?.Component).toBeTypeOf('function');
    expect(careers?.lazy).toBeTypeOf('function');
    expect(pagesOf(routes)?.find((route) => `/${route.path}` === paths.products)?.lazy).toBeTypeOf(
      'function',
    );
  });
});
