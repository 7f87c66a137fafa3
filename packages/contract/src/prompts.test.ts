import { describe, expect, it } from 'vitest';
import { countWords, generateParagraphSchema } from './prompts.js';

describe('generateParagraphSchema', () => {
  it('accepts any letter case and yields the canonical spelling', () => {
    expect(generateParagraphSchema.parse({ language: 'hindi', domain: 'FMCG' })).toEqual({
      language: 'Hindi',
      domain: 'fmcg',
    });
  });

  it('lists the allowed values for an unknown language or domain', () => {
    const result = generateParagraphSchema.safeParse({ language: 'Klingon', domain: 'space' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(
      'language must be one of: English, Hindi, Tamil, Telugu, Gujarati, Punjabi, Odia, Kannada, Bengali, Malayalam',
    );
    expect(messages).toContain(
      'domain must be one of: healthcare, education, fmcg, telecom, retail, technology',
    );
  });
});

describe('countWords', () => {
  it('counts whitespace-separated words in any script', () => {
    expect(countWords('  ')).toBe(0);
    expect(countWords('डॉक्टर ने दवा दी।\n  Take rest.')).toBe(6);
  });
});
