// What a reading's measure means (issue 35): the outcome and score by the contract's thresholds
// (READ_CHECK_THRESHOLDS), one home for the read-check's rules.
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { READ_CHECK_THRESHOLDS as T, type ReadCheckOutcome } from '@dhvani/contract/audio-thresholds';
import type { ReadingMeasure } from './measure-reading.js';

export interface ReadVerdict {
  outcome: ReadCheckOutcome;
  /** 1: the clip matches its text's reading perfectly; `pass` and above: it says the text; 0: nothing alike. */
  score: number;
  /** For a mismatch: clear (rejected without review) or doubtful (reviewers listen first). */
  confidence: 'clear' | 'doubtful' | null;
}

const excess = (whole: number, part: number) => Math.max(0, whole - part);

/**
 * The mismatch cost: the whole alignment's cost, plus how much better the text's beginning alone fits (the
 * end is missing) and how much better the text fits within part of the clip (there is more than the text).
 */
export function mismatchCost(m: Pick<ReadingMeasure, 'whole' | 'prefix' | 'within'>): number {
  return m.whole + excess(m.whole, m.prefix.cost) + excess(m.whole, m.within.cost);
}

/**
 * Down to hundredths, never up: a rounded score decided the verdict before (decision 0045), so a cost up to
 * 1 % over passCost scored 0.50 and passed (1.25 acted as 1.2625). Rounded down, a stored score is at or
 * above `pass` exactly when the cost is at most passCost (the tiny epsilon keeps 0.57 from storing 0.56).
 */
const floor2 = (x: number) => Math.floor(x * 100 + 1e-9) / 100;

export function scoreOf(cost: number, language: RecordingLanguage): number {
  return floor2(Math.min(1, Math.max(0, 1 - cost / (2 * T.passCost[language]))));
}

export function readVerdict(m: ReadingMeasure, language: RecordingLanguage): ReadVerdict {
  const score = scoreOf(mismatchCost(m), language);
  if (score >= T.pass) return { outcome: 'says-text', score, confidence: null };
  const passCost = T.passCost[language];
  // A part that fits as well as a whole reading would: the beginning of the text, or the text within more.
  const early = m.prefix.textShare < T.partShare && m.prefix.cost <= passCost ? m.prefix.cost : Infinity;
  const extra = m.within.clipShare < T.partShare && m.within.cost <= passCost ? m.within.cost : Infinity;
  const outcome: ReadCheckOutcome =
    early === Infinity && extra === Infinity
      ? 'different-text'
      : early <= extra
        ? 'stopped-early'
        : 'extra-speech';
  return { outcome, score, confidence: score < T.clear ? 'clear' : 'doubtful' };
}
