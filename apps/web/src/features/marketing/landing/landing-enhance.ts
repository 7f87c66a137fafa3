// The only script of the static landing page (see prerender-landing.tsx): the language, entrances, the
// footer year, and the signed-in top bar. Everything else on that page is plain HTML and CSS, so it needs
// no framework.
import { LOCALE_STORAGE_KEY, localizedPath, matchLocale, negotiateLocale } from '@dhvani/contract/locales';
import { STORAGE_KEYS } from '@/lib/limits';
import { observeReveals } from './reveal';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * '/' is the English copy. A visitor who chose another language, or whose browser prefers one on a first
 * visit, goes to that language's copy. A URL that names its language ('/hi') is kept as it is.
 */
function redirectToPreferredLanguage(): boolean {
  if (window.location.pathname !== '/') return false;
  const preferred = matchLocale(read(LOCALE_STORAGE_KEY)) ?? negotiateLocale(navigator.languages ?? []);
  if (preferred === 'en') return false;
  window.location.replace(`${localizedPath('/', preferred)}${window.location.search}${window.location.hash}`);
  return true;
}

function enhance(): void {
  observeReveals();
  // The page was rendered at build time; the copyright line must show this year.
  const year = String(new Date().getFullYear());
  document.querySelectorAll('[data-current-year]').forEach((node) => (node.textContent = year));
  if (read(STORAGE_KEYS.accessToken)) {
    document.querySelectorAll<HTMLAnchorElement>('a[data-session-link]').forEach((link) => {
      link.href = link.dataset.sessionLink ?? link.href;
      link.textContent = link.dataset.sessionLabel ?? link.textContent;
    });
  }
  // The language links keep the choice, as the app's switcher does.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>('[data-locale-choice]');
    const choice = matchLocale(link?.dataset.localeChoice);
    if (!choice) return;
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, choice);
    } catch {
      // storage blocked: the link still leads to that language
    }
  });
}

if (!redirectToPreferredLanguage()) enhance();
