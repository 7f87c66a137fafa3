import { describe, expect, it } from 'vitest';
import { dominantScript, isInScript, scriptOf } from './scripts.js';

describe('scriptOf', () => {
  it('maps code points to their script and leaves neutral characters alone', () => {
    expect(scriptOf('a'.codePointAt(0) ?? 0)).toBe('Latin');
    expect(scriptOf('क'.codePointAt(0) ?? 0)).toBe('Devanagari');
    expect(scriptOf('ਕ'.codePointAt(0) ?? 0)).toBe('Gurmukhi');
    expect(scriptOf('ଓ'.codePointAt(0) ?? 0)).toBe('Odia');
    expect(scriptOf('5'.codePointAt(0) ?? 0)).toBeNull();
    expect(scriptOf(' '.codePointAt(0) ?? 0)).toBeNull();
  });
});

describe('dominantScript', () => {
  it('returns the script with the most letters', () => {
    expect(dominantScript('নতুন সিম কার্ড, ok')).toBe('Bengali');
    expect(dominantScript('Take the tablet with डॉक्टर')).toBe('Latin');
    expect(dominantScript('ಹೊಸ ಫೋನ್')).toBe('Kannada');
  });

  it('is null when there are no letters of a known script', () => {
    expect(dominantScript('123, 456!')).toBeNull();
    expect(dominantScript('')).toBeNull();
  });
});

describe('isInScript', () => {
  it('accepts text in the language script with digits, punctuation and dandas', () => {
    expect(isInScript('दवा दिन में 2 बार लें। धन्यवाद!', 'Hindi')).toBe(true);
    expect(isInScript('ਸਵੇਰੇ 9 ਵਜੇ ਆਉਣਾ।', 'Punjabi')).toBe(true);
    expect(isInScript('ഫോൺ റീചാർജ് ചെയ്തു.', 'Malayalam')).toBe(true);
    expect(isInScript('"Please rest," the doctor said — twice.', 'English')).toBe(true);
  });

  it('accepts zero-width joiners inside Indic words', () => {
    expect(isInScript('ఆన్‌లైన్ తరగతి', 'Telugu')).toBe(true);
  });

  it('rejects letters of another script, even a few', () => {
    expect(isInScript('दवा लें ok', 'Hindi')).toBe(false);
    expect(isInScript('Take the दवा', 'English')).toBe(false);
    expect(isInScript('ਸਵੇਰੇ आना', 'Punjabi')).toBe(false);
    expect(isInScript('ভালো ঘুম', 'Odia')).toBe(false);
    expect(isInScript('Привет мир', 'English')).toBe(false);
  });

  it('rejects native digits of another script and dandas in English', () => {
    expect(isInScript('Take ३ tablets', 'English')).toBe(false);
    expect(isInScript('Take rest।', 'English')).toBe(false);
  });

  it('rejects text without letters', () => {
    expect(isInScript('', 'Tamil')).toBe(false);
    expect(isInScript('123 ...', 'Gujarati')).toBe(false);
  });
});
