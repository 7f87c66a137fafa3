// The read-check's result as stored with a recording and shown by the API (issue 35; docs/audio-quality.md).
// Its outcomes and numbers live in audio-thresholds.ts beside the rest of the grade's.
import { z } from 'zod';
import { READ_CHECK_OUTCOMES } from './audio-thresholds.js';
import { RECORDING_LANGUAGES, type RecordingLanguage } from './enums.js';

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

/**
 * Whether this server checks the clips it grades (docs/decisions/0044): on; off (the operator's
 * READ_CHECK=off); unavailable (no working espeak-ng: clips are graded on their sound alone, `unchecked`).
 */
export const READ_CHECK_STATES = ['on', 'off', 'unavailable'] as const;
export type ReadCheckState = (typeof READ_CHECK_STATES)[number];

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

const clips = z.number().int().nonnegative();
/** How reviewers decided the clips of one read-check verdict: validated or rejected by their votes. */
const decidedSchema = z.object({ validated: clips, rejected: clips });

/**
 * GET /admin/reviews/read-check: the read-check's calibration on real speech, as votes arrive. Per recording
 * language, the clips it compared with their text (says the text, or a mismatch: different text, stopped
 * early, extra speech) that reviewers' votes have decided, as a 2×2 of its verdict × their decision. Clips
 * rejected unheard by triage and clips an admin decided are left out: only people's votes calibrate it.
 */
export const readCheckAgreementSchema = z.object({
  /** Whether the server answering checks the clips it grades now (as GET /health says). */
  state: z.enum(READ_CHECK_STATES),
  languages: z.array(
    z.object({
      language: z.enum(RECORDING_LANGUAGES),
      saysText: decidedSchema,
      mismatch: decidedSchema,
      /** Clips decided by votes: the four cells' sum. */
      decided: clips,
      /**
       * Share (0–1) of decided clips where the two agree (says the text and validated, or a mismatch and
       * rejected); null before any is decided.
       */
      agreement: z.number().nullable(),
      /** Clips with a verdict still waiting for votes. */
      waiting: clips,
    }),
  ),
});
export type ReadCheckAgreement = z.infer<typeof readCheckAgreementSchema>;
