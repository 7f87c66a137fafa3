import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes and async effects can take more than the default second on a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so it does not implement scrolling; the router's ScrollRestoration calls it.
window.scrollTo = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
