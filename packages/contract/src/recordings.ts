// Recordings (issue 5): the upload fields, the token formula, and the shapes of the evaluation and the
// contributor's read endpoints. The web shows the same formula in the FAQ that the server pays by.
import { z } from 'zod';
import { listQuerySchema } from './envelope.js';
import { DOMAINS, QUALITIES, RECORDING_LANGUAGES, caseInsensitiveEnum, type Quality } from './enums.js';
import { LIST_LIMITS, MAX_RECORDING_SECONDS, MAX_UPLOAD_BYTES } from './limits.js';
import { qualityReasonSchema } from './quality-reasons.js';
import { READ_CHECK_OUTCOMES } from './audio-thresholds.js';
import { specFallbackSentence } from './prompts.js';
import { SCRIPT_OF_LANGUAGE, dominantScript } from './scripts.js';
import { recordingReviewSchema } from './reviews.js';

// In limits.ts, which the audio threads import without zod; here for the upload's other rules.
export { MAX_UPLOAD_BYTES } from './limits.js';
/** The `duration` field may differ from the audio's own length by at most this much. */
export const DURATION_TOLERANCE_SECONDS = 0.5;
/** The longest transcript an upload may carry (its `paragraph` field). */
export const TRANSCRIPT_MAX_CHARS = 5000;
export const RECORDED_VIA = ['web'] as const;
export type RecordedVia = (typeof RECORDED_VIA)[number];
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/**
 * The Thank You step's contribution ID (SPEC §2: random, made in the browser), e.g. DS-7KQ2-M9XA: letters
 * without I and O, digits without 0 and 1, so it can be read out over the phone.
 */
export const CONTRIBUTION_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CONTRIBUTION_ID_PATTERN = /^DS-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
export const contributionIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(CONTRIBUTION_ID_PATTERN, 'contributionId must look like DS-7KQ2-M9XA');

const DURATION_FORMAT = 'duration must be a number of seconds, e.g. 42.35';

/**
 * The text fields of an upload, one schema for both ways of sending one (issue 36): the multipart
 * POST /recordings/ of SPEC §3 (the file part is `audio`; every field arrives as a string) and the JSON
 * body of POST /uploads/{id}/commit (where `duration` may be a number). Each route parses it once, and the
 * OpenAPI page, the multipart field list (UPLOAD_FIELD_NAMES) and both routes' messages come from it, so a
 * new field is added here and nowhere else. Unknown fields are refused.
 */
export const uploadFieldsSchema = z.strictObject(
  {
    duration: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d+(\.\d+)?$/, DURATION_FORMAT)
            .transform(Number),
        ],
        { error: (issue) => (issue.input === undefined ? 'duration is required' : DURATION_FORMAT) },
      )
      .pipe(
        z
          .number()
          .positive('duration must be more than 0 seconds')
          .max(MAX_RECORDING_SECONDS + 5, `duration must be at most ${MAX_RECORDING_SECONDS} seconds`),
      ),
    language: caseInsensitiveEnum(RECORDING_LANGUAGES, 'language'),
    domain: caseInsensitiveEnum(DOMAINS, 'domain'),
    recordedVia: z
      .string()
      .optional()
      .transform((v) => (v ?? 'web').trim().toLowerCase())
      .pipe(z.enum(RECORDED_VIA, { error: `recordedVia must be one of: ${RECORDED_VIA.join(', ')}` })),
    paragraph: z
      .string({ error: 'paragraph is required' })
      .trim()
      .min(1, 'paragraph must not be empty')
      .max(TRANSCRIPT_MAX_CHARS, `paragraph must be at most ${TRANSCRIPT_MAX_CHARS} characters`),
    /** Optional: the original front end sends none. */
    contributionId: contributionIdSchema.optional(),
    /**
     * The reading text the server issued for this recording (POST /reading-texts, issue 32): the server then
     * stores the text it issued. Optional: the original front end sends only `paragraph`, which is matched to
     * a text issued to the same user within a day.
     */
    readingTextId: z.uuid({ error: 'readingTextId must be the id of a reading text' }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownUploadField(issue.keys[0] ?? '') : undefined,
  },
);
/** The fields as the server uses them (duration in seconds, names normalised). */
export type UploadFields = z.infer<typeof uploadFieldsSchema>;
/** The fields as a client sends them. */
export type UploadFieldsBody = z.input<typeof uploadFieldsSchema>;
export const UPLOAD_FIELD_NAMES = uploadFieldsSchema.keyof().options;

function unknownUploadField(name: string): string {
  return `Unexpected field "${name}" in the upload.`;
}

/**
 * An upload's text must be written mostly in its language's script, so a mislabelled clip never reaches the
 * dataset; a few words of another script inside it (an English brand name in a Hindi text) are fine. The
 * SPEC's fallback sentence is English whatever the language, and is the one exception.
 */
export function paragraphFitsLanguage(
  fields: Pick<UploadFields, 'paragraph' | 'language' | 'domain'>,
): boolean {
  if (dominantScript(fields.paragraph) === SCRIPT_OF_LANGUAGE[fields.language]) return true;
  return fields.paragraph === specFallbackSentence(fields.domain, fields.language);
}

/** Tokens per minute of clip by grade (docs/rewards.md). */
export const TOKENS_PER_MINUTE: Record<Quality, number> = { excellent: 20, good: 12, average: 6, poor: 0 };

/**
 * Tokens for one evaluated clip: the grade's per-minute rate times the minutes, rounded to the nearest
 * whole token (halves up), and at least 1 for any grade above poor. Computed on whole hundredths of a
 * second so that every platform gets the same answer.
 */
export function tokensFor(quality: Quality, durationSeconds: number): number {
  const rate = TOKENS_PER_MINUTE[quality];
  if (rate === 0) return 0;
  const hundredths = Math.round(durationSeconds * 100);
  return Math.max(1, Math.floor((rate * hundredths + 3000) / 6000));
}

export const uploadResultSchema = z.object({ _id: z.string() });

export const evaluationResultSchema = z.object({
  final_quality: z.enum(QUALITIES),
  amount: z.number().int(),
  recordingId: z.string(),
  /** Why, in English sentences; `reasonCodes` says the same as codes a client words in its language. */
  reasons: z.array(z.string()),
  /** Absent from servers older than issue 19: then the English `reasons` are all there is. */
  reasonCodes: z.array(qualityReasonSchema).default([]),
  /**
   * Does the clip say its text (issue 35): the outcome and its score (0–1, null when not compared); null when
   * the clip was not checked (graded before the check existed). Absent from older servers.
   */
  readCheck: z
    .object({ outcome: z.enum(READ_CHECK_OUTCOMES), score: z.number().nullable() })
    .nullable()
    .default(null),
});
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

/**
 * Evaluate's answer (HTTP 202, with a Retry-After header) while the recording's grading is still queued or
 * running after the server's bounded wait: ask evaluate again, never upload again.
 */
export const gradingPendingSchema = z.object({
  recordingId: z.string(),
  status: z.enum(['queued', 'running']),
});
export type GradingPending = z.infer<typeof gradingPendingSchema>;
export const EVALUATE_RETRY_AFTER_SECONDS = 2;

export const recordingItemSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  language: z.enum(RECORDING_LANGUAGES),
  domain: z.enum(DOMAINS),
  recordedVia: z.string(),
  /** Seconds, 2 decimals: the audio's own length. */
  duration: z.number(),
  transcript: z.string(),
  /** null while not yet evaluated ('Pending'). */
  quality: z.enum(QUALITIES).nullable(),
  reasons: z.array(z.string()),
  reasonCodes: z.array(qualityReasonSchema),
  /** Tokens credited for this recording, null while not yet evaluated. */
  tokens: z.number().int().nullable(),
  createdAt: z.string(),
  evaluatedAt: z.string().nullable(),
  /** The ID the Thank You step showed, when the client sent it. */
  contributionId: z.string().nullable(),
  /** Peer review (issue 21): pending until graded and then until enough votes, or validated / rejected. */
  review: recordingReviewSchema,
});
export type RecordingItem = z.infer<typeof recordingItemSchema>;

/** GET /users/recordings: the newest 100 without paging parameters, at most 100 a page. */
export const ownRecordingsQuerySchema = listQuerySchema(LIST_LIMITS.ownRecordings);

export const contributionStatsSchema = z.object({
  totalRecordings: z.number().int(),
  totalDurationSeconds: z.number(),
  /** How many distinct languages the contributor recorded in. */
  languages: z.number().int(),
  languageNames: z.array(z.enum(RECORDING_LANGUAGES)),
});
export type ContributionStats = z.infer<typeof contributionStatsSchema>;

/**
 * award: a graded recording's tokens; reversal: taken back (deleted, or rejected in review); reinstatement:
 * given back when an admin validates a rejected recording; review_reward: a reviewer's (docs/rewards.md).
 */
export const LEDGER_KINDS = ['award', 'reversal', 'reinstatement', 'review_reward'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const incentivesSchema = z.object({
  tokens: z.array(
    z.object({
      recordingId: z.string().nullable(),
      amount: z.number().int(),
      kind: z.enum(LEDGER_KINDS),
      createdAt: z.string(),
    }),
  ),
  totalTokens: z.number().int(),
});
export type Incentives = z.infer<typeof incentivesSchema>;

export const RECORDING_MESSAGES = {
  uploaded: 'Recording uploaded.',
  evaluated: 'Recording evaluated.',
  gradingPending: 'The recording is still being graded. Please ask again in a few seconds.',
  gradingFailed:
    'The recording could not be graded just now. It will be graded again automatically; please try again in a moment.',
  notFound: 'Recording not found.',
  audioMissing: 'The audio of this recording is not available.',
  missingAudio: 'Please attach the recording as the "audio" file field.',
  brokenUpload: 'The upload was cut off or malformed before it finished. Please try again.',
  tooLarge: `The recording is too large: the limit is ${MAX_UPLOAD_BYTES} bytes (about 2 minutes of audio).`,
  tooLong: `The recording is longer than the limit of ${MAX_RECORDING_SECONDS} seconds.`,
  notAudio: 'File is not a WAV or FLAC file.',
  durationMismatch: (claimed: number, actual: number) =>
    `duration (${claimed.toFixed(2)} s) does not match the audio (${actual.toFixed(2)} s).`,
  badIdempotencyKey: 'Idempotency-Key must be a UUID.',
  idempotencyConflict:
    'This Idempotency-Key was already used for a different recording. Use a new key for a new recording.',
  wrongScript: (language: string, script: string) =>
    `paragraph: the text is not written in ${script}, the script of ${language}. Please read a ${language} text.`,
  unknownField: unknownUploadField,
  rangeNotSatisfiable: 'The requested byte range is outside the audio file.',
  duplicateAudio:
    'This recording has already been contributed. Each recording can be uploaded only once: please record a new one.',
  tooManyUploads: (limit: number, per: 'minute' | 'day', wait: string) =>
    `Too many uploads: at most ${limit} recordings a ${per}. Please wait ${wait} and try again.`,
  deleted: 'Recording deleted successfully',
} as const;

/** DELETE /recordings/{id} (issue 23): the owner's own recording, its tokens taken back. */
export const recordingDeletionSchema = z.object({
  recordingId: z.string(),
  /** Tokens taken back by the compensating ledger entry (0 when none were credited). */
  tokensReversed: z.number().int(),
});
export type RecordingDeletion = z.infer<typeof recordingDeletionSchema>;
