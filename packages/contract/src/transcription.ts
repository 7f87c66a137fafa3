// The optional recogniser's measure of a clip (issue 35, docs/decisions/0049): what an OpenAI-compatible
// /audio/transcriptions endpoint heard, compared with the clip's text as a character error rate. It only adds a
// number beside the read-check: it never changes the grade, the tokens or review triage.
import { z } from 'zod';

/**
 * As stored with a recording once its transcription job has finished: `measured` with the CER, or
 * `unavailable` (the endpoint failed on every attempt, or refused the clip) with why. Null on the recording
 * while none has finished, and always where no recogniser is configured.
 */
export const transcriptionSchema = z.object({
  outcome: z.enum(['measured', 'unavailable']),
  /**
   * Edit distance between what was heard and the text, over grapheme clusters after normalising both (NFC,
   * case-folded, punctuation and format characters removed, whitespace collapsed), ÷ the text's clusters.
   * 0 is a perfect match; above 1 when far more was heard than the text holds. Null when unavailable.
   */
  cer: z.number().nonnegative().nullable(),
  /** The model the operator configured (TRANSCRIBER_MODEL). */
  model: z.string(),
  /** For `unavailable`: what the last attempt met (an HTTP status, a timeout, a reply that was not JSON). */
  reason: z.string().optional(),
});
export type Transcription = z.infer<typeof transcriptionSchema>;

/** Whether this server has a recogniser configured (GET /health). */
export const TRANSCRIBER_STATES = ['on', 'off'] as const;
