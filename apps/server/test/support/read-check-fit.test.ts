// The rule that chooses each language's passCost (decision 0045) on rows whose costs are known: the larger of
// the correct readings' 98th percentile and the different texts' 6th, on tuning rows only.
import { describe, expect, it } from 'vitest';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { festivalPart, festivalSaysAll, fitPassCosts, quantile, type ReportRow } from './read-check-fit.js';

function row(
  language: RecordingLanguage,
  cls: ReportRow['class'],
  whole: number,
  split: ReportRow['split'] = 'tune',
): ReportRow {
  const figures = { whole, prefixCost: whole, textShare: 1, withinCost: whole, clipShare: 1, warp: 1 };
  return {
    id: `${language}-${cls}-${whole}`,
    language,
    domain: 'healthcare',
    split,
    sentences: 1,
    class: cls,
    engine: 'espeak',
    file: 'x.wav',
    recipe: {},
    check: {
      outcome: 'says-text',
      score: null,
      confidence: null,
      figures: { ...figures, clipSpeechSeconds: 3, textSpeechSeconds: 3 },
    },
    checkMs: 1,
    synthMs: null,
    clipSeconds: 4,
  } as ReportRow;
}

/** 100 costs from `from` in steps of `step`. */
const spread = (from: number, step: number) => Array.from({ length: 100 }, (_, i) => from + i * step);

describe("the read-check's passCost rule", () => {
  const different = spread(1.2, 0.01).map((c) => row('Tamil', 'different', c));

  it('takes the cost that still catches 94 % of different texts where correct readings stay under it', () => {
    const correct = spread(0.3, 0.005).map((c) => row('Tamil', 'text', c));
    const fitted = fitPassCosts([...correct, ...different]);
    expect(fitted.catchSide).toBe(1.25); // 6th percentile of 1.20…2.19
    expect(fitted.rejectSide.Tamil).toBe(0.79); // 98th percentile of 0.300…0.795
    expect(fitted.passCost.Tamil).toBe(1.25);
  });

  it('lets the rejection side win where a language cannot meet both', () => {
    const correct = spread(0.9, 0.005).map((c) => row('Hindi', 'text', c));
    expect(fitPassCosts([...correct, ...different]).passCost.Hindi).toBe(1.39);
  });

  it('never looks at held-out rows', () => {
    const correct = spread(0.3, 0.005).map((c) => row('Tamil', 'text', c));
    const heldOut = spread(0.5, 0.01).map((c) => row('Tamil', 'different', c, 'held-out'));
    const stray = spread(2, 0.01).map((c) => row('Tamil', 'text', c, 'held-out'));
    expect(fitPassCosts([...correct, ...different, ...heldOut, ...stray]).passCost.Tamil).toBe(1.25);
  });

  it("splits Festival's sentences by their text, the same way every run, in both parts", () => {
    const texts = Array.from({ length: 40 }, (_, i) => `वाक्य ${i}`);
    const parts = texts.map((t) => festivalPart('Hindi', t));
    expect(texts.map((t) => festivalPart('Hindi', t))).toEqual(parts);
    expect(parts.filter((p) => p === 'tune').length).toBeGreaterThan(10);
    expect(parts.filter((p) => p === 'held-out').length).toBeGreaterThan(10);
  });

  it("knows Festival's Hindi voice skips words with a nukta, in either Unicode form", () => {
    expect(festivalSaysAll('Hindi', 'मा\u095E कीजिए')).toBe(false); // फ़ as one code point
    expect(festivalSaysAll('Hindi', 'मा\u092B\u093C कीजिए')).toBe(false); // फ + nukta
    expect(festivalSaysAll('Hindi', 'माफ कीजिए')).toBe(true);
    expect(festivalSaysAll('Telugu', 'నమస్కారం')).toBe(true);
  });

  it('interpolates quantiles between the nearest ranks', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2], 1)).toBe(2);
  });
});
