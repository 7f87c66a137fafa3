// The audio quality rubric (issue 4): thresholds, the metric shape and the result shape, shared so the
// web can pre-check a recording (e.g. warn about silence before upload) with the very numbers the
// server grades by. docs/audio-quality.md explains each threshold and where it comes from.
import { z } from 'zod';
import { QUALITIES, type Quality } from './enums.js';
import { qualityReasonSchema, type QualityReason } from './quality-reasons.js';
import type { Script } from './scripts.js';

export const VAD_KINDS = ['silero-v5', 'energy'] as const;
export type VadKind = (typeof VAD_KINDS)[number];

export const SPEAKING_RATE_VERDICTS = ['ok', 'too-fast', 'too-slow', 'unknown'] as const;
export type SpeakingRateVerdict = (typeof SPEAKING_RATE_VERDICTS)[number];

/** Levels are clamped here so that digital silence stays a finite, JSON-safe number. */
export const MIN_DBFS = -100;
/** SNR estimates are clamped to this range; anything above 60 dB is "no audible noise". */
export const SNR_RANGE_DB = { min: -30, max: 60 } as const;

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
 * Expected reading speed in paragraph characters (letters, vowel signs and digits; no spaces or
 * punctuation) per second of detected speech, by script. A rate far above `max` means only part
 * of the paragraph was read; far below `min` means long hesitations or a different text.
 */
export const SPEAKING_RATE_BY_SCRIPT = {
  Latin: { min: 5, max: 26 },
  Devanagari: { min: 4, max: 22 },
  Bengali: { min: 4, max: 22 },
  Gurmukhi: { min: 4, max: 22 },
  Gujarati: { min: 4, max: 22 },
  Odia: { min: 4, max: 22 },
  Tamil: { min: 5, max: 26 },
  Telugu: { min: 4, max: 26 },
  Kannada: { min: 4, max: 26 },
  Malayalam: { min: 5, max: 28 },
} as const satisfies Record<Script, { min: number; max: number }>;

/** The speaking-rate check is skipped for paragraphs shorter than this (too little to judge). */
export const SPEAKING_RATE_MIN_CHARS = 20;

/** Characters a reader pronounces: letters, combining vowel signs/viramas and digits. */
export function countSpokenCharacters(paragraph: string): number {
  const matches = paragraph.match(/[\p{L}\p{M}\p{N}]/gu);
  return matches ? matches.length : 0;
}

export const audioMetricsSchema = z.object({
  durationSeconds: z.number(),
  speechLevelDbfs: z.number().nullable(),
  peakDbfs: z.number(),
  clippingRatio: z.number(),
  dcOffset: z.number(),
  noiseFloorDbfs: z.number(),
  snrDb: z.number().nullable(),
  speechSeconds: z.number(),
  speechRatio: z.number(),
  leadingSilenceSeconds: z.number(),
  trailingSilenceSeconds: z.number(),
  charsPerSpeechSecond: z.number().nullable(),
  speakingRate: z.enum(SPEAKING_RATE_VERDICTS),
  vad: z.enum(VAD_KINDS),
});
export type AudioMetrics = z.infer<typeof audioMetricsSchema>;

export const audioAnalysisSchema = z.object({
  quality: z.enum(QUALITIES),
  metrics: audioMetricsSchema,
  reasons: z.array(qualityReasonSchema),
});
export type AudioAnalysis = { quality: Quality; metrics: AudioMetrics; reasons: QualityReason[] };
