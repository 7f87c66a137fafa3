// The only script tag of a prerendered page (scripts/prerender-pages.mjs writes it with the app's entry and
// the page's chunks as data attributes). It starts the app once the page has painted: the HTML already
// shows everything, so the app's ~100 KB must not compete with the stylesheet and the font for the first
// paint; it only has to arrive before the visitor needs a control (docs/decisions/0007-prerendered-pages.md).
import { STORAGE_KEYS } from '@dhvani/contract/limits';

const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');

// The page was rendered signed out. For a visitor with a session, keep the Sign In / Get Started links
// out of sight until the app knows better (AppFrame removes the mark once it has rendered).
try {
  if (window.localStorage.getItem(STORAGE_KEYS.accessToken)) {
    document.documentElement.dataset.sessionPending = '';
  }
} catch {
  // storage blocked: show the page as rendered
}

let started = false;
function startApp(): void {
  if (started || !tag?.dataset.appEntry) return;
  started = true;
  for (const href of (tag.dataset.appChunks ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ tag.dataset.appEntry);
}

// A frame callback runs just before the first paint, a task queued from it right after. A page opened in
// a background tab gets no frames, so it starts at once.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
document.addEventListener('visibilitychange', startApp, { once: true });
