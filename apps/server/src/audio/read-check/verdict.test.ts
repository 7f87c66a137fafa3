// The read-check's rules on figures whose answer is known: what passes, which fault a mismatch is named,
// and when it is clear rather than doubtful (READ_CHECK_THRESHOLDS).
import { describe, expect, it } from 'vitest';
import { READ_CHECK_THRESHOLDS as T } from '@dhvani/contract/audio-thresholds';
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import type { ReadingMeasure } from './measure-reading.js';
import { mismatchCost, readVerdict, scoreOf } from './verdict.js';

const PASS = T.passCost.Hindi;

function measure(
  whole: number,
  prefix: [number, number] = [whole, 1],
  within: [number, number] = [whole, 1],
) {
  return {
    whole,
    prefix: { cost: prefix[0], textShare: prefix[1] },
    within: { cost: within[0], clipShare: within[1] },
    warp: 1,
    clipSpeechSeconds: 3,
    textSpeechSeconds: 3,
    averagedBy: 1,
  } satisfies ReadingMeasure;
}

describe('the read-check verdict', () => {
  it('scores the language pass cost at the pass mark, and a perfect match at 1', () => {
    expect(scoreOf(PASS, 'Hindi')).toBe(T.pass);
    expect(scoreOf(0, 'Hindi')).toBe(1);
    expect(scoreOf(10 * PASS, 'Hindi')).toBe(0);
  });

  it('adds to the cost what a part of the text or of the clip fits better', () => {
    expect(mismatchCost(measure(1, [0.6, 0.5], [0.9, 0.9]))).toBeCloseTo(1 + 0.4 + 0.1);
    expect(mismatchCost(measure(1, [1.2, 1], [1.3, 1]))).toBe(1);
  });

  it('passes a cheap whole alignment', () => {
    expect(readVerdict(measure(0.5 * PASS), 'Hindi')).toMatchObject({
      outcome: 'says-text',
      confidence: null,
    });
  });

  it('names a dear alignment a different text, clear when far from the mark', () => {
    expect(readVerdict(measure(1.1 * PASS), 'Hindi')).toMatchObject({
      outcome: 'different-text',
      confidence: 'doubtful',
    });
    expect(readVerdict(measure(1.6 * PASS), 'Hindi')).toMatchObject({
      outcome: 'different-text',
      confidence: 'clear',
    });
  });

  it("names a clip that matches the text's first half only: stopped early", () => {
    const m = measure(0.9 * PASS, [0.3 * PASS, 0.5]);
    expect(readVerdict(m, 'Hindi').outcome).toBe('stopped-early');
  });

  it('names a clip whose half holds the whole text: extra speech', () => {
    const m = measure(0.9 * PASS, [0.9 * PASS, 1], [0.3 * PASS, 0.5]);
    expect(readVerdict(m, 'Hindi').outcome).toBe('extra-speech');
  });

  it('does not call a part that covers nearly all of the text or the clip a fault', () => {
    const m = measure(1.1 * PASS, [0.5 * PASS, 0.95], [0.5 * PASS, 0.95]);
    expect(readVerdict(m, 'Hindi').outcome).toBe('different-text');
  });

  it('fails a cost just over the pass cost: the score is rounded down, never up to the pass mark', () => {
    // 1 % over: the exact score is 0.495, which rounded to hundredths would have been 0.50, a pass.
    const verdict = readVerdict(measure(1.01 * PASS), 'Hindi');
    expect(verdict).toMatchObject({ outcome: 'different-text', score: 0.49 });
    expect(readVerdict(measure(PASS), 'Hindi')).toMatchObject({ outcome: 'says-text', score: T.pass });
  });

  it.each(RECORDING_LANGUAGES)(
    '%s: a stored score is at the pass mark or above exactly when the cost is at most passCost',
    (language) => {
      const passCost = T.passCost[language];
      for (let cost = 0.8 * passCost; cost <= 1.3 * passCost; cost += 0.0007 * passCost) {
        const verdict = readVerdict(measure(cost), language);
        expect(verdict.outcome === 'says-text', `cost ${cost}`).toBe(cost <= passCost);
        expect(verdict.score >= T.pass, `cost ${cost}, score ${verdict.score}`).toBe(cost <= passCost);
        expect(verdict.confidence === 'clear', `cost ${cost}`).toBe(verdict.score < T.clear);
      }
    },
  );

  it("judges the same figures by each language's own pass cost", () => {
    // English readers in other accents cost more than Hindi's with the same text right (decision 0045).
    expect(T.passCost.English).toBeGreaterThan(T.passCost.Hindi);
    const between = measure((T.passCost.English + T.passCost.Hindi) / 2);
    expect(readVerdict(between, 'English').outcome).toBe('says-text');
    expect(readVerdict(between, 'Hindi').outcome).toBe('different-text');
  });
});
