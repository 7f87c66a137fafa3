// Peer review (issue 21): contributors listen to each other's clips and vote; the analyser rejects what is
// clearly unusable before anyone listens. The shapes of the review API, the vote reasons, the default rules
// and the messages, shared by the server and the web. docs/reviews.md explains the rules.
import { z } from 'zod';
import { DOMAINS, RECORDING_LANGUAGES, caseInsensitiveEnum } from './enums.js';

export const VOTES = ['up', 'down', 'skip'] as const;
export type Vote = (typeof VOTES)[number];

/** Why a reviewer says No, in the order the Listen page offers them. */
export const VOTE_REASONS = [
  'different_words',
  'wrong_language',
  'noise',
  'too_quiet',
  'cut_off',
  'several_speakers',
  'other',
] as const;
export type VoteReason = (typeof VOTE_REASONS)[number];

/**
 * The hard reasons for which the analyser rejects a clip before any person hears it (triage): nothing but
 * silence, no speech, clipping, far too short for its text, or clearly not its text (the read-check, issue 35).
 */
export const TRIAGE_REASONS = ['silence', 'no_speech', 'clipping', 'too_short', 'not_its_text'] as const;
export type TriageReason = (typeof TRIAGE_REASONS)[number];

export const REVIEW_REASONS = [...VOTE_REASONS, ...TRIAGE_REASONS] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const REVIEW_STATUSES = ['pending', 'validated', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Who settled a clip's status: the analyser's triage, the reviewers' votes, or an admin. */
export const DECIDERS = ['analyser', 'reviewers', 'admin'] as const;
export type Decider = (typeof DECIDERS)[number];

export const KNOWN_ANSWERS = ['good', 'bad'] as const;
export type KnownAnswer = (typeof KNOWN_ANSWERS)[number];

/** The review state each recording of GET /users/recordings carries. */
export const recordingReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  /** Votes that count towards the thresholds (a flagged reviewer's votes are kept but not counted). */
  upVotes: z.number().int(),
  downVotes: z.number().int(),
  /** Why it was rejected: the reviewers' reasons, or the analyser's when triage rejected it. */
  reasons: z.array(z.enum(REVIEW_REASONS)),
  /** null while pending. */
  decidedBy: z.enum(DECIDERS).nullable(),
});
export type RecordingReview = z.infer<typeof recordingReviewSchema>;

/** What a recording shows before it has been graded (it enters review once graded). */
export const NOT_YET_IN_REVIEW: RecordingReview = {
  status: 'pending',
  upVotes: 0,
  downVotes: 0,
  reasons: [],
  decidedBy: null,
};

export const nextClipQuerySchema = z.object({
  language: caseInsensitiveEnum(RECORDING_LANGUAGES, 'language'),
});

/** GET /reviews/next: one clip to listen to. Known-answer clips look exactly like the others. */
export const nextClipSchema = z.object({
  _id: z.string(),
  language: z.enum(RECORDING_LANGUAGES),
  domain: z.enum(DOMAINS),
  /** The text the speaker was asked to read. */
  text: z.string(),
  /** GET this (with the bearer token) for the audio, as WAV. */
  audioUrl: z.string(),
});
export type NextClip = z.infer<typeof nextClipSchema>;

export const voteBodySchema = z
  .object({
    vote: caseInsensitiveEnum(VOTES, 'vote'),
    reason: z.enum(VOTE_REASONS, { error: `reason must be one of: ${VOTE_REASONS.join(', ')}` }).optional(),
  })
  .refine((b) => b.reason === undefined || b.vote === 'down', {
    path: ['reason'],
    error: 'A reason goes only with a "down" vote.',
  });
export type VoteBody = z.input<typeof voteBodySchema>;

export const voteResultSchema = z.object({
  recordingId: z.string(),
  vote: z.enum(VOTES),
  /** The reviewer's reviews so far (Yes and No answers; skips are not reviews). */
  totalReviews: z.number().int(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

/** GET /reviews/summary: the caller's review languages, which of them have clips now, and their total. */
export const reviewSummarySchema = z.object({
  totalReviews: z.number().int(),
  /** The languages the caller may review in (profile and own recordings), each saying whether clips wait. */
  languages: z.array(z.object({ language: z.enum(RECORDING_LANGUAGES), available: z.boolean() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** The numbers of the rules; an admin may change them (PUT /admin/reviews/settings). */
export const reviewSettingsSchema = z.object({
  /** A clip is decided at this many counted votes when one side has more. */
  minVotes: z.number().int().min(1).max(20),
  /** …and rejected at this many counted votes when they are tied. */
  tieVotes: z.number().int().min(2).max(21),
  /** About one clip in this many that a reviewer hears is a known-answer clip (0: none). */
  knownAnswerEvery: z.number().int().min(0).max(1000),
  /** A reviewer whose agreement with known answers is below this share stops counting… */
  minAgreement: z.number().min(0).max(1),
  /** …measured over their last this many known-answer clips… */
  agreementWindow: z.number().int().min(1).max(500),
  /** …once they have answered at least this many. */
  agreementMinAnswers: z.number().int().min(1).max(500),
  /** Tokens for each review that agrees with the clip's final outcome. */
  reviewerReward: z.number().int().min(0).max(100),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  minVotes: 2,
  tieVotes: 3,
  knownAnswerEvery: 10,
  minAgreement: 0.7,
  agreementWindow: 20,
  agreementMinAnswers: 5,
  reviewerReward: 1,
};

export const REVIEW_MESSAGES = {
  ownClip: 'You cannot review your own recording.',
  alreadyVoted: 'You have already reviewed this recording.',
  notInReview: 'This recording is not waiting for review.',
  notFound: 'Recording not found.',
  languageNotYours:
    'You can review recordings only in the languages you know (your profile) or record in yourself.',
  voted: 'Thank you for your review.',
  nothingLeft: 'There is nothing left to review in this language just now.',
  tieNotAboveMin: 'tieVotes must be more than minVotes.',
  knownAnswerSet: 'Known answer saved.',
  statusSet: 'Review status changed.',
  settingsSaved: 'Review settings saved.',
  reinstatedOnce:
    "This recording's tokens were already taken back and given back once; its status can no longer be set to rejected.",
} as const;

// ---- admin ----------------------------------------------------------------------------------------------

export const knownAnswerBodySchema = z.object({
  /** null: no longer a known-answer clip. */
  answer: z.enum(KNOWN_ANSWERS, { error: 'answer must be good, bad or null' }).nullable(),
});

export const statusOverrideBodySchema = z.object({
  status: z.enum(['validated', 'rejected'], { error: 'status must be validated or rejected' }),
  reason: z.enum(VOTE_REASONS).optional(),
});

export const reviewSettingsBodySchema = reviewSettingsSchema.refine((s) => s.tieVotes > s.minVotes, {
  path: ['tieVotes'],
  error: REVIEW_MESSAGES.tieNotAboveMin,
});

/** The state of one clip after an admin changed it. */
export const adminClipReviewSchema = recordingReviewSchema.extend({
  recordingId: z.string(),
  knownAnswer: z.enum(KNOWN_ANSWERS).nullable(),
});
export type AdminClipReview = z.infer<typeof adminClipReviewSchema>;

export const reviewOverviewSchema = z.object({
  languages: z.array(
    z.object({
      language: z.enum(RECORDING_LANGUAGES),
      /** Hours of clips waiting for votes, validated, and rejected (by reviewers, admins or triage). */
      pendingHours: z.number(),
      validatedHours: z.number(),
      rejectedHours: z.number(),
      /** Share (0–1) of all this language's recorded hours that its top 5 speakers gave. */
      topSpeakersShare: z.number(),
      knownAnswerClips: z.number().int(),
    }),
  ),
});
export type ReviewOverview = z.infer<typeof reviewOverviewSchema>;

export const reviewerItemSchema = z.object({
  userId: z.string(),
  name: z.string(),
  reviews: z.number().int(),
  /** Known-answer clips answered within the window, and how many of them agreed. */
  knownAnswers: z.number().int(),
  agreed: z.number().int(),
  /** agreed / knownAnswers; null before any known-answer clip. */
  agreement: z.number().nullable(),
  /** Below the bar: their votes are kept but do not count. */
  flagged: z.boolean(),
});
export type ReviewerItem = z.infer<typeof reviewerItemSchema>;
