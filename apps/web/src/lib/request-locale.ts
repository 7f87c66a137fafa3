// The language the reader is reading, for the API client's Accept-Language (the server writes SMS and
// e-mails in it, issue 19). The language store (i18n/i18n-store.ts) passes it in on every switch: lib/ is
// below i18n/ and does not reach up to ask (WEB_SHARED_LAYERS, tools/eslint/import-boundaries.js).
import { DEFAULT_LOCALE, type Locale } from '@dhvani/contract/locales';

let current: Locale = DEFAULT_LOCALE;

export const requestLocale = (): Locale => current;

export function setRequestLocale(locale: Locale): void {
  current = locale;
}
