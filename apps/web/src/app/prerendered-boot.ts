// The only script tag of a prerendered page (scripts/prerender-pages.mjs writes it with the app's entry and
// the page's chunks as data attributes). It starts the app once the page has painted: the HTML already
// shows everything, so the app's ~100 KB must not compete with the stylesheet and the font for the first
// paint; it only has to arrive before the visitor needs a control (docs/decisions/0048-prerendered-pages.md).
import { STORAGE_KEYS } from '@/lib/limits';
import {
  LOCALE_STORAGE_KEY,
  localizedPath,
  matchLocale,
  negotiateLocale,
  splitLocalePath,
} from '@dhvani/contract/locales';

const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');

/**
 * An unprefixed URL ('/products') is the English copy. A visitor who chose another language, or whose
 * browser prefers one on a first visit, goes to that language's copy before the app starts; a URL that
 * names its language is kept (i18n/locale-preference.ts has the same rule for the app).
 */
function preferredCopy(): string | null {
  const { locale, path } = splitLocalePath(window.location.pathname);
  if (locale !== null) return null;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // storage blocked
  }
  const preferred = matchLocale(stored) ?? negotiateLocale(navigator.languages ?? []);
  return preferred === 'en'
    ? null
    : `${localizedPath(path, preferred)}${window.location.search}${window.location.hash}`;
}
const moveTo = preferredCopy();
if (moveTo) window.location.replace(moveTo);

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
  if (started || moveTo || !tag?.dataset.appEntry) return;
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
