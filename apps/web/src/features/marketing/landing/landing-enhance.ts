// The only script of the static landing page (see prerender-landing.tsx): entrances, the footer year, and
// the signed-in top bar. Everything else on that page is plain HTML and CSS, so it needs no framework.
import { STORAGE_KEYS } from '@dhvani/contract/limits';
import { observeReveals } from './reveal';

function hasSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.accessToken));
  } catch {
    return false;
  }
}

function enhance(): void {
  observeReveals();
  // The page was rendered at build time; the copyright line must show this year.
  const year = String(new Date().getFullYear());
  document.querySelectorAll('[data-current-year]').forEach((node) => (node.textContent = year));
  if (hasSession()) {
    document.querySelectorAll<HTMLAnchorElement>('a[data-session-link]').forEach((link) => {
      link.href = link.dataset.sessionLink ?? link.href;
      link.textContent = 'Dashboard';
    });
  }
}

enhance();
