// What the language tests share: a catalog's words (so a test follows the catalog a translator edits
// rather than repeating it), the Latin-script words a page shows outside an allow-list, and the recording
// flow driven in any language.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const LOCALES_DIR = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'),
  'apps/web/src/locales',
);

/** The ten languages (packages/contract/src/locales.ts). */
export const LOCALES = ['en', 'hi', 'ta', 'te', 'gu', 'pa', 'or', 'kn', 'bn', 'ml'] as const;

/** SPEC §3's name of the language a catalog folder is in ('Tamil' for ta), from its meta.json. */
export const recordingLanguage = (locale: string) =>
  (JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'meta.json'), 'utf8')) as { language: string }).language;

export type Words = (key: string) => string;

/** The messages of one catalog; a message's ICU tags and placeholders are left for the caller. */
export function catalog(locale: string, namespace: string): Words {
  const messages = JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;
  return (key) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`${locale}/${namespace}.json has no ${key}`);
    return message;
  };
}

/** A message with its tags removed and its placeholders filled, as the page shows it. */
export function shown(message: string, values: Record<string, string | number> = {}): string {
  return message
    .replace(/<\/?[a-z]+>/g, '')
    .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

// Words that stay in Latin script in every language: brand names (ours, and the profiles the footer links
// to), units and abbreviations the reasons print with their figures (docs/i18n/glossary-*.md), and the
// contribution ID (DS-XXXX-XXXX).
const ALLOWED_LATIN = new Set(['Dhvani', 'Shilp', 'GitHub', 'LinkedIn', 'X', 'SNR', 'dB', 'dBFS', 'DC', 's']);
const CONTRIBUTION_ID = /\bDS-[A-Z2-9]{4}-[A-Z2-9]{4}\b/g;

/** The Latin-script words in `text` that are not on the allow-list. */
export function strayLatinWords(text: string): string[] {
  const words = text.replace(CONTRIBUTION_ID, ' ').match(/\p{Script=Latin}+/gu) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED_LATIN.has(word)))];
}

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Steps 1–3 of /<locale>/qr-recording from a campaign link, in that language; returns the text to read. */
export async function toChooseStep(page: Page, locale: string, language: string, domain: string) {
  const r = catalog(locale, 'recording');
  await page.goto(`/${locale}/qr-recording?language=${language}&domain=${domain}`);
  await expect(stepHeading(page, r('step.1'))).toBeVisible();
  await page.getByRole('button', { name: r('welcome.start'), exact: true }).click();
  await expect(stepHeading(page, r('step.2'))).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: r('next'), exact: true }).click();
  await expect(stepHeading(page, r('step.3'))).toBeVisible();
  const text = page.locator('blockquote');
  await expect(text).toBeVisible();
  return (await text.textContent()) ?? '';
}
