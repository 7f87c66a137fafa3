// The read-check's method settings (issue 35), chosen on the labelled set's tuning half
// (docs/decisions/0043 has the measurements). The outcome thresholds are the contract's
// (READ_CHECK_THRESHOLDS in @dhvani/contract/audio-thresholds), beside the rest of the grade's numbers.
import type { CepstrumOptions } from './features.js';

/** Eight cepstra (fewer follow the voice's pitch less) and their slopes: 16 values a frame. */
export const READ_CHECK_FEATURES: CepstrumOptions = {
  cepstra: 8,
  bands: 24,
  lowHz: 100,
  highHz: 3800,
  warp: 1,
};
export const READ_CHECK_DIMS = 2 * READ_CHECK_FEATURES.cepstra;

/**
 * Vocal tract lengths tried on the clip (its filterbank's frequencies times each): a woman's or a child's
 * formants sit 10–25 % above the reference voice's. The one whose frames best match the reference's, in
 * any order, is aligned.
 */
export const READ_CHECK_WARPS = [0.88, 0.94, 1, 1.07, 1.15, 1.24, 1.34];

export const READ_CHECK_ALIGNMENT = { stepPenalty: 0.5, band: 0.6 };

/**
 * Frames are aligned in twos (20 ms): a sound lasts 50–200 ms, so nothing is lost that tells texts apart
 * (held-out AUCs the same to three decimals on the prototype set), and the alignment costs a quarter.
 */
export const READ_CHECK_FRAME_PAIRS = 2;

/**
 * At most this many frame pairs are compared (~8 MB of distances): a longer clip and text are compared in
 * frames averaged in threes, fours … A sentence (a few seconds, ~250 × 200 pairs) never comes near it.
 */
export const READ_CHECK_MAX_CELLS = 2_000_000;

/**
 * A clip with this many times its text's speech holds far more than the text, whatever it says: extra speech,
 * told without aligning (a two-minute clip of a one-sentence text cost ~0.4 s of CPU to align, and at a
 * loaded server's low priority seconds of the contributor's wait after Submit). In the labelled set a correct
 * reading had at most 1.93 times the reference's speech (readers at 115–215 words a minute against 160) and a
 * text read twice 3.59; a person reading at a quarter of espeak-ng's pace, pauses left out, is not reading.
 */
export const READ_CHECK_MAX_SPEECH_RATIO = 4;
