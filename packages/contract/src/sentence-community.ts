// Sentences from the community (issue 32, docs/sentences.md): contributors propose sentences, review each
// other's (two approvals validate one, two rejections reject it; nobody reviews their own), and report a
// sentence from the recording flow (two reports hold it until an admin decides). Shared by server and web.
import { z } from 'zod';
import { DOMAINS, RECORDING_LANGUAGES, caseInsensitiveEnum } from './enums.js';
import {
  SENTENCE_REJECTION_TEXT,
  SENTENCE_REPORT_REASONS,
  SENTENCE_STATUSES,
  type SentenceRejection,
} from './sentences.js';

/** Votes that decide a proposed sentence, either way. */
export const SENTENCE_APPROVALS_TO_VALIDATE = 2;
export const SENTENCE_REJECTIONS_TO_REJECT = 2;
/** Reports that hold a sentence (no longer offered) until an admin keeps or retires it. */
export const SENTENCE_REPORTS_TO_HOLD = 2;

/** Proposed sentences carry this licence: the proposer dedicates them to the public domain. */
export const COMMUNITY_LICENCE = 'CC0-1.0';
/** The source of a sentence its proposer wrote themselves. */
export const OWN_WORDS_SOURCE = 'Written by a contributor';

/** A proposal's text may be pasted with stray spaces; the rules then judge its normalised form. */
export const PROPOSAL_MAX_CHARS = 1000;
export const SENTENCE_NOTE_MAX_CHARS = 500;

export const SENTENCE_COMMUNITY_MESSAGES = {
  rejected: (reason: SentenceRejection) =>
    `This sentence cannot be added: ${SENTENCE_REJECTION_TEXT[reason]}.`,
  dedicationRequired: 'Tick the box to dedicate your sentence to the public domain.',
  sourceRequired: 'Say where the sentence comes from, or choose "My own words".',
  proposed: 'Thank you! Your sentence is waiting for two reviews.',
  notFound: 'There is no such sentence.',
  ownSentence: 'You cannot review a sentence you proposed.',
  alreadyVoted: 'You have already reviewed this sentence.',
  notPending: 'This sentence is no longer waiting for review.',
  voted: 'Review saved',
  alreadyReported: 'You have already reported this sentence.',
  notOffered: 'This sentence is not offered for reading.',
  reported: 'Thank you. The sentence has been reported.',
  textNotFound: 'There is no such reading text.',
};

/** A sentence's id in a path: Common Voice's sentence_id, the sha256 (hex) of its normalised text. */
export const sentenceIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, 'id must be a sentence id (64 hexadecimal characters)'),
});

export const proposeSentenceSchema = z.object({
  language: caseInsensitiveEnum(RECORDING_LANGUAGES, 'language'),
  domain: caseInsensitiveEnum(DOMAINS, 'domain'),
  sentence: z
    .string({ error: 'sentence is required' })
    .max(PROPOSAL_MAX_CHARS, `sentence must be at most ${PROPOSAL_MAX_CHARS} characters`),
  /** Where the sentence comes from (a public-domain book, a government page …); null: "my own words". */
  source: z
    .string()
    .trim()
    .max(200, 'source must be at most 200 characters')
    .nullable()
    .refine((s) => s === null || s.length > 0, SENTENCE_COMMUNITY_MESSAGES.sourceRequired),
  /** The proposer dedicates the sentence to the public domain (CC0); without it nothing is stored. */
  publicDomain: z.literal(true, { error: SENTENCE_COMMUNITY_MESSAGES.dedicationRequired }),
});
export type ProposeSentenceBody = z.input<typeof proposeSentenceSchema>;

/** A sentence as its proposer sees it in "Your sentences". */
export const proposedSentenceSchema = z.object({
  _id: z.string(),
  language: z.enum(RECORDING_LANGUAGES),
  domain: z.enum(DOMAINS),
  /** The stored (normalised) text. */
  text: z.string(),
  status: z.enum(SENTENCE_STATUSES),
  approvals: z.number().int(),
  rejections: z.number().int(),
  createdAt: z.string(),
});
export type ProposedSentence = z.infer<typeof proposedSentenceSchema>;

export const reviewQueueQuerySchema = z.object({
  language: caseInsensitiveEnum(RECORDING_LANGUAGES, 'language'),
});

/** A pending sentence offered for review. */
export const pendingSentenceSchema = z.object({
  _id: z.string(),
  language: z.enum(RECORDING_LANGUAGES),
  domain: z.enum(DOMAINS),
  text: z.string(),
  source: z.string(),
  approvals: z.number().int(),
  rejections: z.number().int(),
});
export type PendingSentence = z.infer<typeof pendingSentenceSchema>;
/** Pending sentences handed out at once for review. */
export const REVIEW_BATCH = 10;

export const sentenceVoteSchema = z.object({
  approve: z.boolean({ error: 'approve must be true or false' }),
});
export type SentenceVoteBody = z.infer<typeof sentenceVoteSchema>;

export const sentenceVoteResultSchema = z.object({
  _id: z.string(),
  status: z.enum(SENTENCE_STATUSES),
  approvals: z.number().int(),
  rejections: z.number().int(),
});
export type SentenceVoteResult = z.infer<typeof sentenceVoteResultSchema>;

/** GET /reading-texts/{id}/sentences: the sentences of a text issued to the caller, to report one of them. */
export const issuedSentencesSchema = z.object({
  readingTextId: z.string(),
  sentences: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type IssuedSentences = z.infer<typeof issuedSentencesSchema>;
export const readingTextParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a reading text id (UUID)' }),
});

export const sentenceReportSchema = z.object({
  reason: z.enum(SENTENCE_REPORT_REASONS, {
    error: `reason must be one of: ${SENTENCE_REPORT_REASONS.join(', ')}`,
  }),
  note: z.string().trim().max(SENTENCE_NOTE_MAX_CHARS).optional(),
});
export type SentenceReportBody = z.infer<typeof sentenceReportSchema>;

export const sentenceReportResultSchema = z.object({
  _id: z.string(),
  reports: z.number().int(),
  /** No longer offered until an admin decides. */
  held: z.boolean(),
});
export type SentenceReportResult = z.infer<typeof sentenceReportResultSchema>;
