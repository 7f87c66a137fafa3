// Importing sentences from a file (issue 32, docs/sentences.md, decision 0034): the admin's Sentences tab and
// `npm run sentences -- import` share these shapes. A file is checked first (the dry run: every line gets a
// verdict, nothing is added), then imported in one transaction, so a file is either wholly in or not at all.
import { z } from 'zod';
import { DOMAINS, RECORDING_LANGUAGES, caseInsensitiveEnum } from './enums.js';
import { SENTENCE_REJECTIONS, SENTENCE_REJECTION_TEXT } from './sentences.js';

/** The file kinds, by their name's ending: one sentence a line, or a table with a `sentence` column. */
export const IMPORT_FORMATS = ['txt', 'tsv', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A file larger than this is refused before it is read (a 100,000-line file is some 15 MB). */
export const SENTENCE_IMPORT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Why a line of a file is not imported: a sentence rule (contract sentences.ts), or the line's table row is
 * unusable: a domain that is not one of ours, no domain where the file has none and none was chosen, or a
 * quoted field that never closes.
 */
export const IMPORT_REJECTIONS = [...SENTENCE_REJECTIONS, 'unknown_domain', 'no_domain', 'bad_row'] as const;
export type ImportRejection = (typeof IMPORT_REJECTIONS)[number];

export const IMPORT_REJECTION_TEXT: Record<ImportRejection, string> = {
  ...SENTENCE_REJECTION_TEXT,
  unknown_domain: `its domain is not one of ${DOMAINS.join(', ')}`,
  no_domain: 'it has no domain and none was chosen',
  bad_row: 'the row cannot be read (a quote that never closes)',
};

/** The steps an import goes through; `checked` waits for the admin to import it or discard it. */
export const IMPORT_STATES = ['checking', 'checked', 'importing', 'imported', 'failed', 'discarded'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Where a file's sentences come from and how they enter (the upload's fields, the CLI's flags). */
export const sentenceImportOptionsSchema = z.object({
  language: caseInsensitiveEnum(RECORDING_LANGUAGES, 'language'),
  /** The domain of lines that name none; optional when the file has a domain column. */
  domain: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    caseInsensitiveEnum(DOMAINS, 'domain').optional(),
  ),
  /** Where the text comes from (a book, a site, a corpus), as a release's datasheet names it. */
  source: text('source', 200),
  /** Its licence, e.g. CC0-1.0 (an SPDX identifier where there is one). */
  licence: text('licence', 100),
  /** Imported as pending for community review instead of validated at once. */
  review: z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean()),
});
export type SentenceImportOptions = z.output<typeof sentenceImportOptionsSchema>;
export const IMPORT_OPTION_FIELDS = ['language', 'domain', 'source', 'licence', 'review'] as const;

/** Up to this many lines are shown for each reason. */
export const IMPORT_EXAMPLES_PER_REASON = 3;

export const importExampleSchema = z.object({
  reason: z.enum(IMPORT_REJECTIONS),
  /** 1 for the file's first line (a table's header is line 1). */
  line: z.number().int(),
  text: z.string(),
});

/** The dry run's verdict on a file. */
export const importReportSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** Lines read (a table's header not counted). */
  lines: z.number().int(),
  /** Sentences that would be added now. */
  accepted: z.number().int(),
  rejected: z.partialRecord(z.enum(IMPORT_REJECTIONS), z.number().int()),
  examples: z.array(importExampleSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importProgressSchema = z.object({
  bytesRead: z.number().int(),
  bytesTotal: z.number().int(),
  lines: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** An import as the admin sees it. */
export const sentenceImportSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  language: z.enum(RECORDING_LANGUAGES),
  domain: z.enum(DOMAINS).nullable(),
  source: z.string(),
  licence: z.string(),
  review: z.boolean(),
  state: z.enum(IMPORT_STATES),
  sizeBytes: z.number().int(),
  /** While checking. */
  progress: importProgressSchema.nullable(),
  /** Once checked. */
  report: importReportSchema.nullable(),
  /** Once imported: sentences added, and those that had meanwhile arrived another way. */
  imported: z.number().int().nullable(),
  duplicatesAtImport: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  checkedAt: z.string().nullable(),
  importedAt: z.string().nullable(),
});
export type SentenceImport = z.infer<typeof sentenceImportSchema>;

export const SENTENCE_IMPORT_MESSAGES = {
  noFile: 'Choose a file to import.',
  tooLarge: `The file is larger than ${SENTENCE_IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  unknownFormat: 'Import a .txt file (one sentence a line), or a .tsv or .csv file with a sentence column.',
  noSentenceColumn: 'The first line of a .tsv or .csv file must name its columns, one of them "sentence".',
  domainNeeded: 'The file has no domain column: choose the domain of its sentences.',
  notUtf8: 'The file is not UTF-8 text (it looks like UTF-16). Save it as UTF-8 and import it again.',
  notFound: 'There is no such import.',
  notChecked: 'This file has not been checked yet, or it has already been imported or discarded.',
  checked: 'File checked',
  started: 'Checking the file',
  importing: 'Importing the sentences',
  discarded: 'Import discarded',
  brokenUpload: 'The file did not arrive whole. Please try again.',
  unknownField: (name: string) => `Unknown field "${name}".`,
};
