// "A poor clip is not a dead end" (issue 20): each quality reason the server gives comes with one plain
// piece of advice, and a Poor or Average result offers to record the same text again.
import type { Quality } from '@dhvani/contract/enums';
import type { QualityReason, ReasonCode } from '@dhvani/contract/quality-reasons';

/** What to do about it, worded in the recording catalog as `advice.<key>`. */
export type AdviceKey =
  'quiet' | 'loud' | 'noise' | 'silence' | 'whole' | 'pace' | 'microphone' | 'sentence' | 'once';

// Reasons that only say the clip is fine have no advice.
const ADVICE: Record<ReasonCode, AdviceKey | null> = {
  no_speech: 'quiet',
  too_quiet: 'quiet',
  clipped: 'loud',
  noise_very_high: 'noise',
  noise_high: 'noise',
  noise_some: 'noise',
  low_speech_share: 'silence',
  silence_before: 'silence',
  silence_after: 'silence',
  partial_read: 'whole',
  too_short: 'whole',
  slow_read: 'pace',
  dc_offset: 'microphone',
  // The read-check (issue 35): the clip does not say the text it was given.
  read_different_text: 'sentence',
  read_stopped_early: 'whole',
  read_extra_speech: 'once',
  clear_no_noise: null,
  clear: null,
};

export interface AdvisedReasons {
  advice: AdviceKey | null;
  /** Positions in the reason list whose measured sentence goes under this advice as its detail. */
  reasons: number[];
}

/**
 * The reasons grouped by the advice they call for, in the order the server gave them, so two reasons
 * with one cure (silence before and after) show the advice once with both measurements under it.
 */
export function adviseReasons(codes: readonly Pick<QualityReason, 'code'>[]): AdvisedReasons[] {
  const groups: AdvisedReasons[] = [];
  codes.forEach(({ code }, index) => {
    const advice = ADVICE[code];
    const group = advice ? groups.find((entry) => entry.advice === advice) : undefined;
    if (group) group.reasons.push(index);
    else groups.push({ advice, reasons: [index] });
  });
  return groups;
}

/** Poor earns nothing and Average little: both are worth another try with the same text. */
export const canRecordTextAgain = (quality: Quality) => quality === 'poor' || quality === 'average';
