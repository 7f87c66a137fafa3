import { describe, expect, it } from 'vitest';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { countWords } from '@dhvani/contract/prompts';
import { bankItems } from './bank.js';
import { isInScript } from '@dhvani/contract/scripts';

const PAIRS = RECORDING_LANGUAGES.flatMap((language) => DOMAINS.map((domain) => [language, domain] as const));

describe('prompt bank', () => {
  it('covers all 60 language and domain pairs', () => {
    expect(PAIRS).toHaveLength(60);
  });

  it.each(PAIRS)('%s/%s has at least 12 distinct items', (language, domain) => {
    const items = bankItems(language, domain);
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items).size).toBe(items.length);
  });

  it.each(PAIRS)('%s/%s items are in the right script, 8–16 words, without digits', (language, domain) => {
    for (const item of bankItems(language, domain)) {
      expect(isInScript(item, language), item).toBe(true);
      expect(countWords(item), item).toBeGreaterThanOrEqual(8);
      expect(countWords(item), item).toBeLessThanOrEqual(16);
      // No numbers: phone numbers, prices and dates would be read in many different ways.
      expect(item, item).not.toMatch(/\p{Nd}/u);
      expect(item, item).toBe(item.trim());
    }
  });

  it('never shares an item between languages', () => {
    const seen = new Map<string, string>();
    for (const [language, domain] of PAIRS) {
      for (const item of bankItems(language, domain)) {
        expect(seen.get(item), item).toBeUndefined();
        seen.set(item, `${language}/${domain}`);
      }
    }
  });
});
