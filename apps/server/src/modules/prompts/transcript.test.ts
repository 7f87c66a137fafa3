import { describe, expect, it } from 'vitest';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { TRANSCRIPT_MAX_WORDS, TRANSCRIPT_MIN_WORDS, countWords } from '@dhvani/contract/prompts';
import { bankItems } from './bank.js';
import { buildTranscript, createSeededRng } from './transcript.js';
import { isInScript } from '@dhvani/contract/scripts';

const PAIRS = RECORDING_LANGUAGES.flatMap((language) => DOMAINS.map((domain) => [language, domain] as const));
const SEEDS = [1, 7, 42, 2024, 99991];

describe('buildTranscript', () => {
  it.each(PAIRS)('%s/%s gives 40–120 words in the right script for every seed', (language, domain) => {
    for (const seed of SEEDS) {
      const transcript = buildTranscript(language, domain, createSeededRng(seed));
      const words = countWords(transcript);
      expect(words).toBeGreaterThanOrEqual(TRANSCRIPT_MIN_WORDS);
      expect(words).toBeLessThanOrEqual(TRANSCRIPT_MAX_WORDS);
      expect(isInScript(transcript, language)).toBe(true);
      expect(transcript).not.toMatch(/error/i);
    }
  });

  it('uses distinct sentences of the requested pair only', () => {
    const items = bankItems('Tamil', 'telecom');
    const transcript = buildTranscript('Tamil', 'telecom', createSeededRng(5));
    const used = items.filter((item) => transcript.includes(item));
    expect(used.length).toBeGreaterThan(1);
    expect(used.join(' ').length).toBe(transcript.length);
  });

  it('is deterministic for a seeded rng and varies across seeds', () => {
    const a = buildTranscript('Hindi', 'healthcare', createSeededRng(3));
    const b = buildTranscript('Hindi', 'healthcare', createSeededRng(3));
    expect(a).toBe(b);
    const many = new Set(SEEDS.map((seed) => buildTranscript('Hindi', 'healthcare', createSeededRng(seed))));
    expect(many.size).toBeGreaterThan(1);
  });

  it('never returns the transcript it is asked to avoid', () => {
    const rng = createSeededRng(11);
    let previous = buildTranscript('English', 'retail', rng);
    for (let i = 0; i < 50; i += 1) {
      const next = buildTranscript('English', 'retail', rng, previous);
      expect(next).not.toBe(previous);
      previous = next;
    }
  });

  it('ignores whitespace differences in the avoided transcript', () => {
    const first = buildTranscript('Bengali', 'fmcg', createSeededRng(8));
    const next = buildTranscript('Bengali', 'fmcg', createSeededRng(8), `  ${first.replace(/ /gu, '\n ')} `);
    expect(next).not.toBe(first);
  });
});
