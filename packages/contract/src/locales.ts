// The languages the product speaks (issue 19): English, and the nine Indian recording languages of SPEC §3.
// Web and server share this list: the web to choose and format, the server to store a user's choice and to
// word its e-mails and SMS. Codes are ISO 639-1, as `<html lang>`, `hreflang` and Accept-Language use them.
import type { RecordingLanguage } from './enums.js';

export const LOCALES = ['en', 'hi', 'ta', 'te', 'gu', 'pa', 'or', 'kn', 'bn', 'ml'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * `full`: every screen, message and e-mail is translated (English, Hindi). `contributor`: the contributor's
 * path (sign-up, sign-in, recording, dashboard, profile, the FAQ's token and grade entries); other pages
 * fall back to English, visibly (docs/i18n.md).
 */
export type LocaleScope = 'full' | 'contributor';

export interface LocaleInfo {
  /** The language's name in its own script, as the language switcher shows it. */
  nativeName: string;
  /** SPEC §3's recording-language spelling (also the language's English name). */
  recordingLanguage: RecordingLanguage;
  /** The Unicode script its text is written in (ISO 15924), for fonts. */
  script: 'Latn' | 'Deva' | 'Taml' | 'Telu' | 'Gujr' | 'Guru' | 'Orya' | 'Knda' | 'Beng' | 'Mlym';
  dir: 'ltr' | 'rtl';
  scope: LocaleScope;
  /** The tag Intl formats dates and numbers with (English follows SPEC §9: en-GB, en-US where it says). */
  intl: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: {
    nativeName: 'English',
    recordingLanguage: 'English',
    script: 'Latn',
    dir: 'ltr',
    scope: 'full',
    intl: 'en-GB',
  },
  hi: {
    nativeName: 'हिन्दी',
    recordingLanguage: 'Hindi',
    script: 'Deva',
    dir: 'ltr',
    scope: 'full',
    intl: 'hi-IN',
  },
  ta: {
    nativeName: 'தமிழ்',
    recordingLanguage: 'Tamil',
    script: 'Taml',
    dir: 'ltr',
    scope: 'contributor',
    intl: 'ta-IN',
  },
  te: {
    nativeName: 'తెలుగు',
    recordingLanguage: 'Telugu',
    script: 'Telu',
    dir: 'ltr',
    scope: 'contributor',
    intl: 'te-IN',
  },
  gu: {
    nativeName: 'ગુજરાતી',
    recordingLanguage: 'Gujarati',
    script: 'Gujr',
    dir: 'ltr',
    scope: 'contributor',
    intl: 'gu-IN',
  },
  pa: {
    nativeName: 'ਪੰਜਾਬੀ',
    recordingLanguage: 'Punjabi',
    script: 'Guru',
    dir: 'ltr',
    scope: 'contributor',
    intl: 'pa-IN',
  },
  or: {
    nativeName: 'ଓଡ଼ିଆ',
    recordingLanguage: 'Odia',
    script: 'Orya',
    dir: 'ltr',
    scope: 'contributor',
    intl: 'or-IN',
  },
  kn: {
    nativeName: 'ಕನ್ನಡ',
    recordingLanguage: 'Kannada',
    script: 'Knda',
    dir: 'ltr',
    scope: 'contributor',
    intl: 'kn-IN',
  },
  bn: {
    nativeName: 'বাংলা',
    recordingLanguage: 'Bengali',
    script: 'Beng',
    dir: 'ltr',
    scope: 'contributor',
    intl: 'bn-IN',
  },
  ml: {
    nativeName: 'മലയാളം',
    recordingLanguage: 'Malayalam',
    script: 'Mlym',
    dir: 'ltr',
    scope: 'contributor',
    intl: 'ml-IN',
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The product language a language tag names ('hi', 'hi-IN', 'HI', 'ta_IN'), or null. Also the SPEC §3
 * name ('Hindi'), so a recording language maps to its locale. Unknown codes give null, never an error.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (typeof tag !== 'string') return null;
  const lower = tag.trim().toLowerCase();
  const primary = lower.split(/[-_]/)[0] ?? '';
  if (isLocale(primary)) return primary;
  // 'ory' is ISO 639-3 for Odia, which some browsers send; the names cover SPEC §3 spellings.
  if (primary === 'ory') return 'or';
  return LOCALES.find((code) => LOCALE_INFO[code].recordingLanguage.toLowerCase() === lower) ?? null;
}

/** The first of `preferred` (e.g. navigator.languages) the product speaks, else English. */
export function negotiateLocale(preferred: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/**
 * The best product language for an Accept-Language header ('hi-IN,hi;q=0.9,en;q=0.8'), weights honoured;
 * English when nothing matches or the header is missing or malformed.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return negotiateLocale(ranked.map((entry) => entry.tag));
}

/** The URL prefix of a language's pages: '' for English (SPEC's own routes), '/hi' for Hindi. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A SPEC §2 path as the given language shows it: '/products' → '/hi/products', '/' → '/hi'. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Splits a URL path into its language prefix (if any) and the SPEC path after it. */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' };
  return { locale: null, path: pathname };
}

/** The browser local storage key that keeps the visitor's chosen language. */
export const LOCALE_STORAGE_KEY = 'language';
