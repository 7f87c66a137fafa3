// The audio quality rubric's numbers (audio-quality.ts re-exports them). A module of plain constants without
// zod, because the server's analyser threads import them and each thread would otherwise load zod and
// the contract's schemas for nothing (docs/decisions/0021).

/** Levels are clamped here so that digital silence stays a finite, JSON-safe number. */
export const MIN_DBFS = -100;

export const AUDIO_QUALITY_THRESHOLDS = {
  /** Shorter than this cannot hold a sentence: poor. */
  minDurationSeconds: 1,
  /** Less detected speech than this counts as "no speech": poor. */
  minSpeechSeconds: 0.5,
  /** Share of the clip that is speech. Below `poor`: poor; below `average`: average. */
  speechRatio: { poor: 0.25, average: 0.5 },
  /**
   * Speech-to-noise ratio in dB (our estimator: active speech power minus noise power, over the
   * noise floor; see docs/decisions/0003-snr-method.md). 25 dB for excellent follows Bhasha Daan,
   * which rejects clips under 25 dB WADA-SNR; below `average` the clip is poor.
   */
  snrDb: { excellent: 25, good: 15, average: 8 },
  /** Active speech level in dBFS. Below `poor`: poor; below `average`: average. */
  speechLevelDbfs: { poor: -45, average: -35 },
  /** Samples sitting at full scale (in runs, see `clipping`). At or above: that grade at best. */
  clippingRatio: { good: 0.0001, average: 0.001, poor: 0.01 },
  /** A sample counts as clipped when |x| ≥ `level` of full scale in a run of ≥ `minRun` samples. */
  clipping: { level: 0.99, minRun: 3 },
  /** Mean sample value as a fraction of full scale; above this the clip is good at best. */
  maxDcOffset: 0.05,
  /** Silence before the first or after the last speech; above this the clip is good at best. */
  maxEdgeSilenceSeconds: 5,
} as const;

/**
 * The read-check's outcomes (issue 35, docs/audio-quality.md): does the clip say the text it was given?
 * `unchecked`: it could not be checked (no espeak-ng on this server, a text it cannot say, or turned off).
 */
export const READ_CHECK_OUTCOMES = [
  'says-text',
  'different-text',
  'stopped-early',
  'extra-speech',
  'not-speech',
  'unchecked',
] as const;
export type ReadCheckOutcome = (typeof READ_CHECK_OUTCOMES)[number];

/** The outcomes that say the clip does not hold its text: the grade is poor, like a clip without speech. */
export const READ_CHECK_MISMATCHES = ['different-text', 'stopped-early', 'extra-speech'] as const;

/**
 * The read-check's numbers, chosen on the labelled set's tuning clips (docs/decisions/0043 and 0045 have every
 * measurement). A clip's mismatch cost is the mean excess distance of its best alignment with the text's
 * synthesised reading, plus how much better the text's beginning alone, or the text within part of the clip,
 * aligns; its score is 1 − cost / (2 × the language's `passCost`), from 1 (a perfect match) down to 0.
 */
export const READ_CHECK_THRESHOLDS = {
  /** At or above this score the clip says its text. */
  pass: 0.5,
  /** Below this score a mismatch is clear (triage rejects it); between this and `pass`, doubtful. */
  clear: 0.4,
  /** The prefix or the stretch of clip that matches covers less than this share: stopped early, extra speech. */
  partShare: 0.85,
  /**
   * Per language, the cost that scores `pass`, chosen on tuning clips only (docs/decisions/0045): the larger
   * of the cost at most 2 % of the language's correct readings exceed (espeak-ng and Festival voices) and
   * the cost 94 % of all languages' different texts exceed (1.23). English's readers in other accents cost
   * more (1.27). Costs fitted to espeak-ng's correct readings alone (0.8–1.0) rejected 32 % of Festival's
   * Hindi (decision 0043), so no language goes below what a different text costs.
   */
  passCost: {
    English: 1.27,
    Hindi: 1.23,
    Tamil: 1.23,
    Telugu: 1.23,
    Gujarati: 1.23,
    Punjabi: 1.23,
    Odia: 1.23,
    Kannada: 1.23,
    Bengali: 1.23,
    Malayalam: 1.23,
  },
} as const;
