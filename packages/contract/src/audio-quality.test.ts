import { describe, expect, it } from 'vitest';
import {
  AUDIO_QUALITY_THRESHOLDS as T,
  SPEAKING_RATE_BY_SCRIPT,
  countSpokenCharacters,
} from './audio-quality.js';
import { RECORDING_LANGUAGES } from './enums.js';
import { SCRIPT_OF_LANGUAGE } from './scripts.js';

describe('audio quality contract', () => {
  it('counts the characters a reader pronounces, not spaces or punctuation', () => {
    expect(countSpokenCharacters('Hello, world 42!')).toBe(12);
    // न म स ् त े: consonants, virama and vowel sign all count.
    expect(countSpokenCharacters('नमस्ते।')).toBe(6);
    expect(countSpokenCharacters(' \n.,')).toBe(0);
  });

  it('has a speaking-rate range for every recording language', () => {
    for (const language of RECORDING_LANGUAGES) {
      const range = SPEAKING_RATE_BY_SCRIPT[SCRIPT_OF_LANGUAGE[language]];
      expect(range.min).toBeLessThan(range.max);
    }
  });

  it('orders each graded threshold from strict to lenient', () => {
    expect(T.snrDb.excellent).toBeGreaterThan(T.snrDb.good);
    expect(T.snrDb.good).toBeGreaterThan(T.snrDb.average);
    expect(T.speechRatio.average).toBeGreaterThan(T.speechRatio.poor);
    expect(T.speechLevelDbfs.average).toBeGreaterThan(T.speechLevelDbfs.poor);
    expect(T.clippingRatio.good).toBeLessThan(T.clippingRatio.average);
    expect(T.clippingRatio.average).toBeLessThan(T.clippingRatio.poor);
  });
});
