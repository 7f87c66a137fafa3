import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DECIDERS,
  KNOWN_ANSWERS,
  REVIEW_STATUSES,
  VOTES,
  type KnownAnswer,
  type ReviewReason,
  type ReviewStatus,
} from '@dhvani/contract/reviews';
import { recordings } from './recordings.js';
import { users } from './users.js';

// Peer review tables (migration 0019_reviews.sql explains each one).
const at = (name: string) => timestamp(name, { withTimezone: true });
const seconds = (name: string, precision = 7) => numeric(name, { precision, scale: 2, mode: 'number' });

export const reviewSettings = pgTable('review_settings', {
  id: boolean('id').primaryKey().default(true),
  minVotes: integer('min_votes').notNull(),
  tieVotes: integer('tie_votes').notNull(),
  knownAnswerEvery: integer('known_answer_every').notNull(),
  minAgreement: numeric('min_agreement', { precision: 4, scale: 3, mode: 'number' }).notNull(),
  agreementWindow: integer('agreement_window').notNull(),
  agreementMinAnswers: integer('agreement_min_answers').notNull(),
  reviewerReward: integer('reviewer_reward').notNull(),
  updatedAt: at('updated_at'),
  updatedBy: uuid('updated_by'),
});

export const clipReviews = pgTable('clip_reviews', {
  recordingId: uuid('recording_id')
    .primaryKey()
    .references(() => recordings.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull(),
  language: text('language').notNull(),
  durationSeconds: seconds('duration_seconds').notNull(),
  rank: smallint('rank').notNull(),
  status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
  upVotes: integer('up_votes').notNull().default(0),
  downVotes: integer('down_votes').notNull().default(0),
  uncountedVotes: integer('uncounted_votes').notNull().default(0),
  skips: integer('skips').notNull().default(0),
  reasons: jsonb('reasons').$type<ReviewReason[]>().notNull().default([]),
  decidedBy: text('decided_by', { enum: DECIDERS }),
  decidedAt: at('decided_at'),
  knownAnswer: text('known_answer', { enum: KNOWN_ANSWERS }),
  offeredTo: uuid('offered_to'),
  offeredUntil: at('offered_until'),
  queuedAt: at('queued_at').notNull(),
});

export const reviewVotes = pgTable('review_votes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recordingId: uuid('recording_id')
    .notNull()
    .references(() => recordings.id, { onDelete: 'cascade' }),
  reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  vote: text('vote', { enum: VOTES }).notNull(),
  reason: text('reason'),
  counted: boolean('counted').notNull(),
  knownAnswer: text('known_answer').$type<KnownAnswer>(),
  agrees: boolean('agrees'),
  createdAt: at('created_at').notNull(),
});

export const reviewerStats = pgTable('reviewer_stats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reviews: integer('reviews').notNull().default(0),
  skips: integer('skips').notNull().default(0),
  knownAnswers: integer('known_answers').notNull().default(0),
  knownAgreed: integer('known_agreed').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});

export const reviewTotals = pgTable(
  'review_totals',
  {
    language: text('language').notNull(),
    status: text('status').$type<ReviewStatus>().notNull(),
    clips: bigint('clips', { mode: 'number' }).notNull().default(0),
    seconds: seconds('seconds', 16).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.status] })],
);

export const speakerSeconds = pgTable(
  'speaker_seconds',
  {
    language: text('language').notNull(),
    userId: uuid('user_id').notNull(),
    seconds: seconds('seconds', 16).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language] })],
);
