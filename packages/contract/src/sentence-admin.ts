// What an admin sees of the sentences (issue 32, docs/sentences.md): per language and domain how many can be
// read and how many are fresh, the speakers' split shares, and the reported sentences to keep or retire.
import { z } from 'zod';
import { DOMAINS, RECORDING_LANGUAGES, caseInsensitiveEnum } from './enums.js';
import { SENTENCE_REPORT_REASONS, SENTENCE_SPLITS } from './sentences.js';

/** Fewer fresh (never recorded) sentences than this in a language and domain: the admin is warned. */
export const FRESH_SENTENCES_WARNING = 100;

export const sentenceCountsSchema = z.object({
  language: z.enum(RECORDING_LANGUAGES),
  domain: z.enum(DOMAINS),
  /** Offered: validated and not held. */
  validated: z.number().int(),
  /** Of those, never recorded. */
  fresh: z.number().int(),
  /** Of those, recorded as often as SENTENCE_MAX_RECORDINGS allows (or more). */
  atCap: z.number().int(),
  pending: z.number().int(),
  /** Validated sentences with at least one report, held or not. */
  reported: z.number().int(),
  held: z.number().int(),
  /** fresh < FRESH_SENTENCES_WARNING. */
  short: z.boolean(),
});
export type SentenceCounts = z.infer<typeof sentenceCountsSchema>;

export const speakerSplitsSchema = z.object({
  language: z.enum(RECORDING_LANGUAGES),
  /** Distinct speakers whose recordings are in each split. */
  speakers: z.record(z.enum(SENTENCE_SPLITS), z.number().int()),
});

export const sentenceOverviewSchema = z.object({
  maxRecordings: z.number().int(),
  freshWarning: z.number().int(),
  rows: z.array(sentenceCountsSchema),
  speakerSplits: z.array(speakerSplitsSchema),
});
export type SentenceOverview = z.infer<typeof sentenceOverviewSchema>;

export const reportedSentencesQuerySchema = z.object({
  language: caseInsensitiveEnum(RECORDING_LANGUAGES, 'language').optional(),
});

export const reportedSentenceSchema = z.object({
  _id: z.string(),
  language: z.enum(RECORDING_LANGUAGES),
  domain: z.enum(DOMAINS),
  text: z.string(),
  source: z.string(),
  reports: z.number().int(),
  held: z.boolean(),
  /** How many reports gave each reason. */
  reasons: z.partialRecord(z.enum(SENTENCE_REPORT_REASONS), z.number().int()),
  /** The reporters' own words, when they wrote some. */
  notes: z.array(z.string()),
});
export type ReportedSentence = z.infer<typeof reportedSentenceSchema>;

export const SENTENCE_DECISIONS = ['keep', 'retire'] as const;
export type SentenceDecision = (typeof SENTENCE_DECISIONS)[number];
export const sentenceDecisionSchema = z.object({
  decision: z.enum(SENTENCE_DECISIONS, { error: 'decision must be keep or retire' }),
});

export const sentenceDecisionResultSchema = z.object({
  _id: z.string(),
  status: z.enum(['validated', 'retired']),
  held: z.boolean(),
});

export const SENTENCE_ADMIN_MESSAGES = {
  notFound: 'There is no such sentence.',
  notReported: 'This sentence is not reported or held.',
  kept: 'The sentence is offered again',
  retired: 'The sentence is retired',
};
