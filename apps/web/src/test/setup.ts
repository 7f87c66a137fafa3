import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { NAMESPACE_SCOPE, type Namespace } from '@/i18n/catalogs';
import { setLocale } from '@/i18n/i18n-store';

// Components read their words from the catalogs: every English one is loaded before any test renders.
await setLocale('en', Object.keys(NAMESPACE_SCOPE) as Namespace[]);

// Lazy routes and async effects can take more than the default second on a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so it does not implement scrolling; the router's ScrollRestoration calls it.
window.scrollTo = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
