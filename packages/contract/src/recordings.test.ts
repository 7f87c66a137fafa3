import { describe, expect, it } from 'vitest';
import { tokensFor, uploadFieldsSchema } from './recordings.js';

describe('tokensFor', () => {
  it.each([
    ['excellent', 120, 40],
    ['excellent', 60, 20],
    ['good', 60, 12],
    ['average', 60, 6],
    ['poor', 120, 0],
    ['good', 90, 18],
    ['average', 5, 1], // 0.5 rounds up, and at least 1 for any grade above poor
    ['average', 1, 1],
    ['excellent', 10.34, 3],
    ['excellent', 4.5, 2], // 1.5 rounds half up
  ] as const)('%s for %s s pays %i', (quality, seconds, tokens) => {
    expect(tokensFor(quality, seconds)).toBe(tokens);
  });
});

describe('uploadFieldsSchema', () => {
  it('normalises case and defaults recordedVia', () => {
    expect(
      uploadFieldsSchema.parse({ duration: '12.50', language: 'hindi', domain: 'FMCG', paragraph: ' text ' }),
    ).toEqual({ duration: 12.5, language: 'Hindi', domain: 'fmcg', recordedVia: 'web', paragraph: 'text' });
  });

  it('takes duration as a number (a JSON commit) or a numeric string (a multipart field), and no other field', () => {
    const base = { language: 'Hindi', domain: 'fmcg', paragraph: 'x' };
    expect(uploadFieldsSchema.parse({ ...base, duration: 12.5 }).duration).toBe(12.5);
    expect(uploadFieldsSchema.parse({ ...base, duration: ' 12.50 ' }).duration).toBe(12.5);
    const extra = uploadFieldsSchema.safeParse({ ...base, duration: 1, colour: 'red' });
    expect(extra.error?.issues.map((i) => i.message)).toEqual(['Unexpected field "colour" in the upload.']);
    const missing = uploadFieldsSchema.safeParse(base);
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['duration is required']);
  });

  it('refuses a duration that is not a plain number', () => {
    for (const duration of ['', 'abc', '-3', '1e3', '0', -3, 0, true]) {
      expect(
        uploadFieldsSchema.safeParse({ duration, language: 'Hindi', domain: 'fmcg', paragraph: 'x' }).success,
      ).toBe(false);
    }
  });
});
