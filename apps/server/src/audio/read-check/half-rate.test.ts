// Halving espeak-ng's rate keeps what the features use and removes what would fold back onto it.
import { describe, expect, it } from 'vitest';
import { halfRate } from './half-rate.js';

function sine(hz: number, rate = 22_050, seconds = 0.5): Int16Array {
  return Int16Array.from({ length: rate * seconds }, (_, i) =>
    Math.round(10_000 * Math.sin((2 * Math.PI * hz * i) / rate)),
  );
}

/** Level in dB of `out` against a sine of amplitude 10,000, away from the ends. */
function levelDb(out: Int16Array): number {
  const middle = out.subarray(100, out.length - 100);
  const rms = Math.sqrt(middle.reduce((a, v) => a + v * v, 0) / middle.length);
  return 20 * Math.log10(rms / (10_000 / Math.SQRT2));
}

describe('halfRate', () => {
  it.each([300, 1000, 3800])('passes %i Hz unchanged', (hz) => {
    expect(Math.abs(levelDb(halfRate(sine(hz))))).toBeLessThan(0.1);
  });

  it.each([7300, 9000])('removes %i Hz, which would fold back under 3,800 Hz', (hz) => {
    expect(levelDb(halfRate(sine(hz)))).toBeLessThan(-50);
  });

  it('keeps half the samples', () => {
    expect(halfRate(new Int16Array(101)).length).toBe(50);
  });
});
