import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while React is hydrating a page that was prerendered at build time (and in that build-time
 * render), true otherwise, including on every render of a page the app rendered itself. A prerendered
 * page is visible before its script runs; controls that need the script use this to say they are not
 * ready yet instead of swallowing a click or keeping typed text that React never saw
 * (docs/decisions/0048-prerendered-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
