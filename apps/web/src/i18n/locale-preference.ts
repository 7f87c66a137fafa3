// Which language a visitor gets: the language in the URL (/hi/…), else the one they chose (local storage;
// the profile's, for signed-in users, is copied there at sign-in), else the first of the browser's
// preferred languages the product speaks, else English. An unknown code anywhere counts as no choice.
import {
  LOCALE_STORAGE_KEY,
  matchLocale,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '@dhvani/contract/locales';

export function readStoredLocale(): Locale | null {
  try {
    return matchLocale(window.localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return null; // storage blocked
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The visitor's language when the URL does not name one. */
export function preferredLocale(): Locale {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return readStoredLocale() ?? negotiateLocale(browser);
}

/** The language to start a page in, from its URL and the visitor's preference. */
export function initialLocale(pathname: string): Locale {
  return splitLocalePath(pathname).locale ?? preferredLocale();
}
