// Dataset releases (issue 22): the filters an admin picks, what they select, and a release's state. The admin
// API, the web's Releases tab and the `npm run release` CLI share these shapes (docs/datasets.md).
import { z } from 'zod';
import { DOMAINS, QUALITIES, RECORDING_LANGUAGES, caseInsensitiveEnum, type Quality } from './enums.js';

/**
 * Review states as Common Voice names its TSVs: `validated` (the reviewers accepted it), `invalidated`
 * (rejected) and `other` (not decided yet, or never reviewed).
 */
export const REVIEW_STATUSES = ['validated', 'invalidated', 'other'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Best first: a minimum quality selects itself and everything above it. */
export function qualitiesAtLeast(min: Quality): Quality[] {
  return QUALITIES.slice(0, QUALITIES.indexOf(min) + 1);
}

const day = z.iso.date({ error: 'dates are written YYYY-MM-DD' });

/** A list filter: absent or empty means "all"; values are matched in any letter case. */
const listOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .array(caseInsensitiveEnum(values, label))
    .optional()
    .transform((list) => (list && list.length > 0 ? [...new Set(list)] : undefined));

const CHOOSE_LANGUAGE = 'languages: choose at least one language';
// A release is made per language, so the languages are always chosen: an empty body is refused, not read as
// "everything".
const languages = z
  .array(caseInsensitiveEnum(RECORDING_LANGUAGES, 'language'), { error: CHOOSE_LANGUAGE })
  .min(1, CHOOSE_LANGUAGE)
  .transform((list) => [...new Set(list)]);

const fields = {
  languages,
  domains: listOf(DOMAINS, 'domain'),
  /** Graded at least this well; absent: every clip, ungraded ones included. */
  minQuality: caseInsensitiveEnum(QUALITIES, 'minQuality').optional(),
  reviewStatuses: listOf(REVIEW_STATUSES, 'reviewStatus'),
  /** Recorded on or after this UTC day. */
  from: day.optional(),
  /** Recorded on or before this UTC day. */
  to: day.optional(),
  /**
   * Unreviewed clips ('other') in the split files too. By default train/dev/test hold only clips the reviewers
   * validated, as Common Voice's do (issue 32); the others are still in the release (other.tsv, metadata.csv).
   */
  unreviewedInSplits: z.boolean().optional(),
};

const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const DATES_MESSAGE = { message: 'from must not be after to', path: ['to'] };

/** The body of POST /admin/releases. */
export const releaseFiltersSchema = z.strictObject(fields).refine(datesInOrder, DATES_MESSAGE);
export type ReleaseFiltersInput = z.input<typeof releaseFiltersSchema>;
export type ReleaseFilters = z.output<typeof releaseFiltersSchema>;

/** `a,b,c` in a query string is the list [a, b, c]. */
const commaList = (v: unknown) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v);

/** The query of GET /admin/releases/preview: the same filters, lists written comma-separated. */
export const releasePreviewQuerySchema = z
  .object({
    ...fields,
    languages: z.preprocess(commaList, languages),
    domains: z.preprocess(commaList, fields.domains),
    reviewStatuses: z.preprocess(commaList, fields.reviewStatuses),
    unreviewedInSplits: z.preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      fields.unreviewedInSplits,
    ),
  })
  .refine(datesInOrder, DATES_MESSAGE);

/** Filters as a preview query string (lists comma-separated, empty ones left out). */
export function releasePreviewQuery(f: ReleaseFiltersInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(f)) {
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else if (typeof value === 'string' && value) out[key] = value;
    else if (typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

/** Why a clip that matches the language, domain and date filters is not in the release. */
export const EXCLUSION_REASONS = [
  'consent_withdrawn',
  'consent_not_current',
  'not_graded',
  'below_min_quality',
  'review_status',
  /** Its text is not one the server issued (issue 32): kept and graded, never released. */
  'text_not_issued',
  /** Deleted while the release was being built (counted in the report only). */
  'deleted_during_build',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export const releasePreviewSchema = z.object({
  clips: z.number().int(),
  hours: z.number(),
  speakers: z.number().int(),
  /** Clips left out, per reason (only reasons with at least one clip). */
  excluded: z.partialRecord(z.enum(EXCLUSION_REASONS), z.number().int()),
});
export type ReleasePreview = z.infer<typeof releasePreviewSchema>;

export const RELEASE_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export const releaseProgressSchema = z.object({
  clipsDone: z.number().int(),
  clipsTotal: z.number().int(),
  bytes: z.number().int(),
});
export type ReleaseProgress = z.infer<typeof releaseProgressSchema>;

/** What a release's clips read, per language (the datasheet prints it). */
export const releaseTextStatsSchema = z.object({
  /** Distinct sentences the clips read, and distinct words of their transcripts. */
  sentences: z.number().int(),
  words: z.number().int(),
  /** Clips per sentence among the sentences read. */
  clipsPerSentence: z.object({ min: z.number(), median: z.number(), max: z.number() }),
  /** Of the distinct words in test transcripts, the share never in a train transcript (null: no test clip). */
  testWordsUnseenInTrain: z.number().nullable(),
  /** Sentences read in more than one split file. */
  sharedBetweenSplits: z.number().int(),
  /** Where the sentences came from, with their licences. */
  sources: z.array(
    z.object({
      source: z.string(),
      licence: z.string(),
      sentences: z.number().int(),
      clips: z.number().int(),
    }),
  ),
});
export type ReleaseTextStats = z.infer<typeof releaseTextStatsSchema>;

/** Counts of a finished release: clips, hours and speakers per language, and what was left out. */
export const releaseReportSchema = releasePreviewSchema.extend({
  bytes: z.number().int(),
  languages: z.array(
    z.object({
      language: z.enum(RECORDING_LANGUAGES),
      clips: z.number().int(),
      hours: z.number(),
      /**
       * Clips (and their hours) in the release but in no split file: their sentence is kept in another
       * split (train/dev/test are sentence-disjoint; a speaker never changes split). Absent in releases
       * built before splits were sentence-disjoint.
       */
      outOfSplits: z.number().int().optional(),
      outOfSplitsHours: z.number().optional(),
      /** Unreviewed clips left out of the split files (the default: splits hold validated clips only). */
      unreviewedOutOfSplits: z.number().int().optional(),
      /** The language's text, sentence by sentence (issue 32); absent in releases built before. */
      text: releaseTextStatsSchema.optional(),
    }),
  ),
  /** Recording ids listed in deleted.tsv. */
  deleted: z.number().int(),
  /**
   * Sentences read in more than one split file, counted sentence by sentence (issue 32: a clip's sentences,
   * not its whole text); recordings made before sentences were rows can share bank sentences.
   */
  sentenceOverlap: z.number().int(),
});
export type ReleaseReport = z.infer<typeof releaseReportSchema>;

export const releaseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(RELEASE_STATES),
  filters: z.record(z.string(), z.unknown()),
  progress: releaseProgressSchema.nullable(),
  report: releaseReportSchema.nullable(),
  /** Why it failed, for a person. */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Size of the .tar, once done. */
  sizeBytes: z.number().int().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

export const releaseCreatedSchema = z.object({ _id: z.string(), status: z.enum(RELEASE_STATES) });

export const RELEASE_MESSAGES = {
  emptySelection:
    'No clip matches these filters (after leaving out clips without current consent), so there is nothing to release. Widen the filters and try again.',
  notFound: 'Release not found',
  notReady: 'This release is not finished yet; download it once its status is done.',
  archiveMissing: 'The archive of this release is missing from storage.',
  started: 'Release started',
} as const;
