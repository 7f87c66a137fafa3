// The notice and the terms in every language the UI speaks (issue 23): the consent step asks a contributor to
// agree to them, so each language must carry every section of the English text, in its own words. The
// catalog test (src/i18n/catalogs.test.ts) checks keys and placeholders of all namespaces; this one also
// checks that no section was left in English.
import { readFileSync } from 'node:fs';
import { LOCALE_INFO, LOCALES } from '@dhvani/contract/locales';
import { describe, expect, it } from 'vitest';

const locales = `${import.meta.dirname}/../../locales`;
const read = (path: string) =>
  JSON.parse(readFileSync(`${locales}/${path}`, 'utf8')) as Record<string, string>;
const english = read('en/legal.json');
/** The notice's and the terms' own texts (the `ui.` keys are the page's labels). */
const sectionKeys = Object.keys(english).filter((key) => !key.startsWith('ui.'));
/** Brand names and the like may stay as they are; a whole English sentence may not. */
const LATIN_WORD = /[A-Za-z]{3,}/g;
const ALLOWED_LATIN = new Set(['Dhvani', 'Shilp', 'Tatvam', 'SMS']);

describe('privacy notice and terms in every language', () => {
  it('has sections to translate', () => {
    expect(sectionKeys.filter((key) => key.startsWith('privacy.')).length).toBeGreaterThan(30);
    expect(sectionKeys.filter((key) => key.startsWith('terms.')).length).toBeGreaterThan(15);
  });

  for (const locale of LOCALES.filter((code) => code !== 'en')) {
    describe(LOCALE_INFO[locale].recordingLanguage, () => {
      const own = read(`${locale}/legal.json`);

      it('has every section key English has, and no other', () => {
        expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
      });

      it('says every section in its own script, not in English', () => {
        for (const key of sectionKeys) {
          const text = (own[key] ?? '').replace(/<\/?\w+>/g, ' ');
          const stray = text.match(LATIN_WORD)?.filter((word) => !ALLOWED_LATIN.has(word));
          expect(stray ?? [], `${locale}: ${key}`).toEqual([]);
        }
      });
    });
  }
});
