// The catalogs against the English source (issue 19): a translation may not lack a key it is meant to have,
// add one English does not have, or use different placeholders or tags; every message must parse, and
// every language says whether a native speaker reviewed it.
import { readdirSync, readFileSync } from 'node:fs';
import { DOMAIN_LABELS, DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { LOCALE_INFO, LOCALES } from '@dhvani/contract/locales';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_KEYS, NAMESPACE_SCOPE, type Namespace } from './catalogs';

const dir = `${import.meta.dirname}/../locales/`;
const read = (path: string) => JSON.parse(readFileSync(`${dir}${path}`, 'utf8')) as Record<string, unknown>;
const namespaces = Object.keys(NAMESPACE_SCOPE) as Namespace[];

/** The placeholders and tags of a message, e.g. ['arg:count', 'tag:link']. */
function slots(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      // Literals (0) and the plural's '#' (7) name nothing; tags (8) are slots of their own.
      if (element.type === 8) {
        found.add(`tag:${element.value}`);
        walk(element.children);
      } else if (element.type !== 0 && 'value' in element && typeof element.value === 'string') {
        found.add(`arg:${element.value}`);
      }
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return [...found].sort();
}

/** The English keys `locale` must translate in `namespace`. */
function requiredKeys(locale: (typeof LOCALES)[number], namespace: Namespace, english: string[]): string[] {
  const scope = NAMESPACE_SCOPE[namespace];
  if (LOCALE_INFO[locale].scope === 'full' || scope === 'contributor') return english;
  if (scope === 'full') return [];
  const prefixes = CONTRIBUTOR_KEYS[namespace] ?? [];
  return english.filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

describe('display labels', () => {
  it('English names each domain and recording language exactly as the contract does (one label everywhere)', () => {
    const common = read('en/common.json');
    for (const domain of DOMAINS)
      expect([domain, common[`domain.${domain}`]]).toEqual([domain, DOMAIN_LABELS[domain]]);
    for (const language of RECORDING_LANGUAGES) expect(common[`languageName.${language}`]).toBe(language);
  });
});

describe('message catalogs', () => {
  it('has exactly the namespaces the app loads, in English', () => {
    const files = readdirSync(`${dir}en`).filter((f) => f !== 'meta.json');
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...namespaces].sort());
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    describe(locale, () => {
      it('records whether a native speaker reviewed it', () => {
        const meta = read(`${locale}/meta.json`);
        expect(typeof meta.reviewedByNativeSpeaker).toBe('boolean');
        expect(meta.language).toBe(LOCALE_INFO[locale].recordingLanguage);
      });

      it.each(namespaces)('%s: every key it must have, none English lacks, the same placeholders', (ns) => {
        const english = read(`en/${ns}.json`) as Record<string, string>;
        const required = requiredKeys(locale, ns, Object.keys(english));
        let own: Record<string, string> = {};
        try {
          own = read(`${locale}/${ns}.json`) as Record<string, string>;
        } catch {
          expect(required, `${locale}/${ns}.json is missing`).toEqual([]);
          return;
        }
        expect(
          required.filter((key) => !(key in own)),
          'missing keys',
        ).toEqual([]);
        expect(
          Object.keys(own).filter((key) => !(key in english)),
          'keys English lacks',
        ).toEqual([]);
        for (const [key, message] of Object.entries(own)) {
          expect(slots(message), `${locale}/${ns}: ${key}`).toEqual(slots(english[key] ?? ''));
        }
      });
    });
  }

  it('parses every English message', () => {
    for (const ns of namespaces)
      for (const [key, message] of Object.entries(read(`en/${ns}.json`)))
        expect(() => slots(String(message)), `en/${ns}: ${key}`).not.toThrow();
  });
});
