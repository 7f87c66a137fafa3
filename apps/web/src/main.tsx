// Must run before any zod schema is built (see the module).
import '@/lib/zod-config';
import type { RouteObject } from 'react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppFrame } from '@/app/app-frame';
import { withMatchedRoutesLoaded } from '@/app/initial-routes';
import { createAppRouter, routes } from '@/app/router';
import { ensureNamespaces, resetI18n } from '@/i18n/i18n-store';
import { initialLocale } from '@/i18n/locale-preference';
import { registerNavigator } from '@/lib/app-navigation';
import '@/styles/index.css';
import { localizedPath, splitLocalePath } from '@dhvani/contract/locales';

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs an element with id "root"');
const root = container;

/** `hydratable`: the route table with this page's modules loaded, when #root holds its prerendered HTML. */
function start(hydratable: RouteObject[] | null): void {
  const router = hydratable
    ? // hydrationData says "this page came from a server render": among other things, React Router then
      // leaves the scroll position alone instead of jumping to the top when it takes over.
      createAppRouter(hydratable, { hydrationData: { loaderData: {} } })
    : createAppRouter();
  // Lets the API client's 401 handling navigate without a full page load.
  registerNavigator((to, options) => void router.navigate(to, options));
  const app = (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page; the page is already on screen, so nothing waits for it but the controls.
  if (hydratable) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

/**
 * Lets the browser handle input and paint between the start-up steps of a prerendered page (loading the
 * page's modules, creating the router, hydrating), so that none of them adds up to one long task.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The language: the URL's, else the visitor's choice or browser languages (i18n/locale-preference.ts). An
// unprefixed URL of another language is rewritten before the router reads it, so it starts on the right
// page instead of redirecting.
const locale = initialLocale(window.location.pathname);
// A prerendered page is in the language of its URL; one in another language is rendered afresh.
const prerendered = root.firstElementChild !== null && document.documentElement.lang === locale;
const { locale: inUrl, path } = splitLocalePath(window.location.pathname);
if (inUrl === null && locale !== 'en') {
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${localizedPath(path, locale)}${search}${hash}`);
}
resetI18n(locale);
// The layout's messages; each page's own arrive with its route module (app/router.tsx).
const commonMessages = ensureNamespaces(['common']);

// Pages listed in app/prerender.tsx arrive prerendered (docs/decisions/0048-prerendered-pages.md): the
// app takes over that HTML instead of rendering from scratch, once the page's own module is loaded. If
// that module cannot be loaded, the app renders from scratch and its route error page handles it.
// (No top-level await here: it would make the bundler split the shared modules into many small chunks.)
const started = commonMessages.catch(() => undefined);
if (!prerendered) {
  root.replaceChildren();
  void started.then(() => start(null));
} else
  void yieldToBrowser()
    .then(() => Promise.all([withMatchedRoutesLoaded(routes, window.location.pathname), commonMessages]))
    .then(([hydratable]) => hydratable)
    .catch(() => null)
    .then(async (hydratable) => {
      await yieldToBrowser();
      start(hydratable);
    });
