// The read-check's result as stored with a recording and shown by the API (issue 35; docs/audio-quality.md).
// Its outcomes and numbers live in audio-thresholds.ts beside the rest of the grade's.
import { z } from 'zod';
import { READ_CHECK_OUTCOMES } from './audio-thresholds.js';
import type { RecordingLanguage } from './enums.js';

export { READ_CHECK_MISMATCHES, READ_CHECK_OUTCOMES, READ_CHECK_THRESHOLDS } from './audio-thresholds.js';
export type { ReadCheckOutcome } from './audio-thresholds.js';

/**
 * espeak-ng's voice for each recording language: the read-check's reference reads the text in it (the
 * default variant), and tests that need a clip to say a text speak it (in other variants, or the same).
 */
export const ESPEAK_VOICES: Record<RecordingLanguage, string> = {
  English: 'en-us',
  Hindi: 'hi',
  Tamil: 'ta',
  Telugu: 'te',
  Gujarati: 'gu',
  Punjabi: 'pa',
  Odia: 'or',
  Kannada: 'kn',
  Bengali: 'bn',
  Malayalam: 'ml',
};

/**
 * Why a clip was not checked: no espeak-ng on the server (`unavailable`), a text it can say none of
 * (`unsayable`), the operator turned the check off (`off`), or it failed on this clip (`failed`).
 */
export const READ_CHECK_UNCHECKED = ['unavailable', 'unsayable', 'off', 'failed'] as const;

export const readCheckSchema = z.object({
  outcome: z.enum(READ_CHECK_OUTCOMES),
  /** 0–1; at or above READ_CHECK_THRESHOLDS.pass the clip says its text. Null when not compared. */
  score: z.number().nullable(),
  /** For a mismatch: clear (rejected without review) or doubtful (reviewers listen first). */
  confidence: z.enum(['clear', 'doubtful']).nullable(),
  reason: z.enum(READ_CHECK_UNCHECKED).optional(),
  /** The alignment's figures (docs/decisions/0043 explains each). */
  figures: z
    .object({
      whole: z.number(),
      prefixCost: z.number(),
      textShare: z.number(),
      withinCost: z.number(),
      clipShare: z.number(),
      warp: z.number(),
      clipSpeechSeconds: z.number(),
      textSpeechSeconds: z.number(),
    })
    .optional(),
});
export type ReadCheck = z.infer<typeof readCheckSchema>;
