import { describe, expect, it } from 'vitest';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { PARAGRAPH_MAX_WORDS, PARAGRAPH_MIN_WORDS, countWords } from '@dhvani/contract/prompts';
import { bankItems } from './bank.js';
import { buildParagraph, createSeededRng } from './paragraph.js';
import { isInScript } from '@dhvani/contract/scripts';

const PAIRS = RECORDING_LANGUAGES.flatMap((language) => DOMAINS.map((domain) => [language, domain] as const));
const SEEDS = [1, 7, 42, 2024, 99991];

describe('buildParagraph', () => {
  it.each(PAIRS)('%s/%s gives 40–120 words in the right script for every seed', (language, domain) => {
    for (const seed of SEEDS) {
      const paragraph = buildParagraph(language, domain, createSeededRng(seed));
      const words = countWords(paragraph);
      expect(words).toBeGreaterThanOrEqual(PARAGRAPH_MIN_WORDS);
      expect(words).toBeLessThanOrEqual(PARAGRAPH_MAX_WORDS);
      expect(isInScript(paragraph, language)).toBe(true);
      expect(paragraph).not.toMatch(/error/i);
    }
  });

  it('uses distinct sentences of the requested pair only', () => {
    const items = bankItems('Tamil', 'telecom');
    const paragraph = buildParagraph('Tamil', 'telecom', createSeededRng(5));
    const used = items.filter((item) => paragraph.includes(item));
    expect(used.length).toBeGreaterThan(1);
    expect(used.join(' ').length).toBe(paragraph.length);
  });

  it('is deterministic for a seeded rng and varies across seeds', () => {
    const a = buildParagraph('Hindi', 'healthcare', createSeededRng(3));
    const b = buildParagraph('Hindi', 'healthcare', createSeededRng(3));
    expect(a).toBe(b);
    const many = new Set(SEEDS.map((seed) => buildParagraph('Hindi', 'healthcare', createSeededRng(seed))));
    expect(many.size).toBeGreaterThan(1);
  });

  it('never returns the paragraph it is asked to avoid', () => {
    const rng = createSeededRng(11);
    let previous = buildParagraph('English', 'retail', rng);
    for (let i = 0; i < 50; i += 1) {
      const next = buildParagraph('English', 'retail', rng, previous);
      expect(next).not.toBe(previous);
      previous = next;
    }
  });

  it('ignores whitespace differences in the avoided paragraph', () => {
    const first = buildParagraph('Bengali', 'fmcg', createSeededRng(8));
    const next = buildParagraph('Bengali', 'fmcg', createSeededRng(8), `  ${first.replace(/ /gu, '\n ')} `);
    expect(next).not.toBe(first);
  });
});
