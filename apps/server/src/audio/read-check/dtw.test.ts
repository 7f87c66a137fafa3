// The alignments on sequences whose answer is known: a reading of the text, its first half, the text twice,
// and something else, made of the same "sounds" in another order.
import { describe, expect, it } from 'vitest';
import { align } from './dtw.js';

const DIMS = 4;
const OPTIONS = { stepPenalty: 0.5, band: 0.6 };

/** A sequence of "phones": each phone a fixed random vector, held for a few frames. */
function speak(phones: number[], frames = 5, jitter = 0.05, seed = 1): Float32Array {
  let state = seed;
  const noise = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return (state / 2 ** 31 - 0.5) * 2 * jitter;
  };
  const out: number[] = [];
  for (const p of phones)
    for (let f = 0; f < frames; f++)
      for (let k = 0; k < DIMS; k++) out.push(Math.sin(p * 1.7 + k * 2.3) * 2 + noise());
  return Float32Array.from(out);
}

const TEXT = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

describe('align', () => {
  const reference = speak(TEXT);

  it('finds a reading of the text cheap, with all of the text and all of the clip', () => {
    const a = align(speak(TEXT, 7, 0.1, 5), reference, DIMS, OPTIONS)!;
    expect(a.whole).toBeLessThan(0.5);
    expect(a.prefix.textShare).toBeGreaterThan(0.95);
    expect(a.within.clipShare).toBeGreaterThan(0.9);
  });

  it('finds another order of the same sounds dear', () => {
    const shuffled = [7, 2, 11, 0, 9, 4, 1, 10, 5, 3, 8, 6];
    const right = align(speak(TEXT, 6, 0.1, 3), reference, DIMS, OPTIONS)!;
    const wrong = align(speak(shuffled, 6, 0.1, 3), reference, DIMS, OPTIONS)!;
    expect(wrong.whole).toBeGreaterThan(right.whole + 1);
  });

  it('finds the beginning of the text in a reading that stopped halfway', () => {
    const a = align(speak(TEXT.slice(0, 6), 5, 0.1, 7), reference, DIMS, OPTIONS)!;
    expect(a.prefix.textShare).toBeGreaterThan(0.4);
    expect(a.prefix.textShare).toBeLessThan(0.6);
    expect(a.prefix.cost).toBeLessThan(a.whole - 0.3);
  });

  it('finds the text within half of a clip that reads it twice', () => {
    const a = align(speak([...TEXT, ...TEXT], 5, 0.1, 9), reference, DIMS, OPTIONS)!;
    expect(a.within.clipShare).toBeGreaterThan(0.4);
    expect(a.within.clipShare).toBeLessThan(0.6);
    expect(a.within.cost).toBeLessThan(a.whole - 0.3);
  });

  it('gives up on a clip far from the text once a third of it is aligned', () => {
    const far = Float32Array.from(speak([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]), (v) => v * 5);
    expect(align(far, reference, DIMS, { ...OPTIONS, giveUpAbove: 1 })).toBeNull();
    expect(align(speak(TEXT, 5, 0.1, 2), reference, DIMS, { ...OPTIONS, giveUpAbove: 1 })).not.toBeNull();
  });
});
