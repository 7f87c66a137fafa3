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
