// The two font files (regular and bold) of each language's script, so a page can preload them: every HTML
// page the build writes names its language's two (scripts/post-build.mjs asks renderFontPreloads), and the
// app adds them when it starts in, or switches to, a language its HTML did not name (decision 0036). The
// same files as the @font-face rules of styles/indic-fonts.css: Vite gives one file one hashed URL.
import { LOCALE_INFO, type Locale } from '@dhvani/contract/locales';
import bengali400 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import bengali700 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import gujarati400 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2?url';
import gujarati700 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff2?url';
import gurmukhi400 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2?url';
import gurmukhi700 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff2?url';
import kannada400 from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2?url';
import kannada700 from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff2?url';
import malayalam400 from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2?url';
import malayalam700 from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2?url';
import oriya400 from '@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff2?url';
import oriya700 from '@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-700-normal.woff2?url';
import tamil400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import tamil700 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url';
import telugu400 from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';
import telugu700 from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url';

type Script = (typeof LOCALE_INFO)[Locale]['script'];

/**
 * Regular and bold of each Indian script. Latin has none here: Inter is one variable file for every weight,
 * and every page preloads it already (post-build.mjs).
 */
const SCRIPT_FONTS: Record<Exclude<Script, 'Latn'>, readonly [string, string]> = {
  Deva: [devanagari400, devanagari700],
  Taml: [tamil400, tamil700],
  Telu: [telugu400, telugu700],
  Gujr: [gujarati400, gujarati700],
  Guru: [gurmukhi400, gurmukhi700],
  Orya: [oriya400, oriya700],
  Knda: [kannada400, kannada700],
  Beng: [bengali400, bengali700],
  Mlym: [malayalam400, malayalam700],
};

/** The font files a page in `locale` preloads (none for English: Inter is on every page). */
export function scriptFontFiles(locale: Locale): readonly string[] {
  const script = LOCALE_INFO[locale].script;
  return script === 'Latn' ? [] : SCRIPT_FONTS[script];
}

/** The `<link rel="preload">` tags of `locale`'s fonts, for the build's HTML pages. */
export function renderFontPreloads(locale: Locale): string {
  return scriptFontFiles(locale)
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
    .join('\n    ');
}

/**
 * Adds preloads for `locale`'s fonts to the document, once each: for a page whose HTML was written for
 * another language (an unprefixed URL of a visitor who chose Hindi) and for a language switch, so the
 * faces are on their way before the new text is laid out.
 */
export function preloadScriptFonts(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const href of scriptFontFiles(locale)) {
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}
