// The audio quality rubric (issue 4): thresholds, the metric shape and the result shape, shared so the
// web can pre-check a recording (e.g. warn about silence before upload) with the very numbers the
// server grades by. docs/audio-quality.md explains each threshold and where it comes from.
import { z } from 'zod';
import { QUALITIES, type Quality } from './enums.js';
import { qualityReasonSchema, type QualityReason } from './quality-reasons.js';
import { readCheckSchema, type ReadCheck } from './read-check.js';
import type { Script } from './scripts.js';

// Kept in a module without zod, so the analyser's threads can load them without it (docs/decisions/0021).
export { AUDIO_QUALITY_THRESHOLDS, MIN_DBFS } from './audio-thresholds.js';

export const VAD_KINDS = ['silero-v5', 'energy'] as const;
export type VadKind = (typeof VAD_KINDS)[number];

export const SPEAKING_RATE_VERDICTS = ['ok', 'too-fast', 'too-slow', 'unknown'] as const;
export type SpeakingRateVerdict = (typeof SPEAKING_RATE_VERDICTS)[number];

/** SNR estimates are clamped to this range; anything above 60 dB is "no audible noise". */
export const SNR_RANGE_DB = { min: -30, max: 60 } as const;

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
  /** Does the clip say its text (issue 35)? Absent where no text was checked (the analyser alone). */
  readCheck: readCheckSchema.nullable().optional(),
});
export type AudioAnalysis = {
  quality: Quality;
  metrics: AudioMetrics;
  reasons: QualityReason[];
  readCheck?: ReadCheck | null;
};
