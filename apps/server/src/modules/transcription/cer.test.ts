// The CER on the scripts it is for (decision 0049): grapheme clusters of Hindi and Tamil, with combining
// vowel signs, viramas, nuktas and zero-width joiners, as a reader counts written characters.
import { describe, expect, it } from 'vitest';
import { characterErrorRate, editDistance, graphemesOf, normaliseForCer } from './cer.js';

describe('the character error rate', () => {
  it('is 0 for the text itself, whatever its punctuation, case and spacing', () => {
    expect(characterErrorRate('Wash your hands, often!', '  wash YOUR hands often ')).toBe(0);
    expect(characterErrorRate('हाथ धोना ज़रूरी है।', 'हाथ  धोना ज़रूरी है')).toBe(0);
  });

  it('counts a Hindi consonant with its vowel sign as one character: a missed matra is one error', () => {
    // कि ता ब: three clusters; कताब drops the i-sign of the first.
    expect(graphemesOf('किताब')).toEqual(['कि', 'ता', 'ब']);
    expect(characterErrorRate('किताब', 'कताब')).toBe(0.3333);
    // A whole word missing from "मेरा नाम राम है" (मे रा ␠ ना म ␠ रा म ␠ है = 10): राम and its space, 3 edits.
    expect(characterErrorRate('मेरा नाम राम है', 'मेरा नाम है')).toBe(0.3);
  });

  it('compares decomposed and precomposed spellings as the same letter (NFC)', () => {
    // Tamil கொ: the two-part vowel sign written as e-sign + aa-sign, or as the one precomposed o-sign.
    expect(characterErrorRate('\u0B95\u0BCA\u0B9F\u0BC1', '\u0B95\u0BC6\u0BBE\u0B9F\u0BC1')).toBe(0);
    // Devanagari क़ as one code point (U+0958) or क + nukta.
    expect(characterErrorRate('\u0958\u093F\u0924\u093E\u092C', '\u0915\u093C\u093F\u0924\u093E\u092C')).toBe(
      0,
    );
  });

  it('ignores zero-width joiners and non-joiners, which change how a word is drawn, not what is said', () => {
    expect(normaliseForCer('क्\u200Dष')).toBe('क्ष');
    expect(characterErrorRate('क्षमा', 'क्\u200Dषमा')).toBe(0);
    expect(characterErrorRate('ஸ்ரீ', 'ஸ்\u200Cரீ')).toBe(0);
  });

  it('counts a different Tamil word by its clusters', () => {
    // வணக்கம் (வ ண க் க ம்: 5) heard as வணக்கு (வ ண க் கு: 4): one substitution, one deletion.
    expect(graphemesOf('வணக்கம்')).toHaveLength(5);
    expect(characterErrorRate('வணக்கம்', 'வணக்கு')).toBe(0.4);
  });

  it('rises above 1 when far more was heard than the text holds, and is null for a text of punctuation only', () => {
    expect(characterErrorRate('नमस्ते', 'नमस्ते नमस्ते नमस्ते')).toBeGreaterThan(1);
    expect(characterErrorRate('नमस्ते', '')).toBe(1);
    expect(characterErrorRate('।?!', 'anything')).toBeNull();
  });

  it('is the Levenshtein distance over clusters', () => {
    expect(editDistance([...'kitten'], [...'sitting'])).toBe(3);
    expect(editDistance([], ['a', 'b'])).toBe(2);
  });
});
