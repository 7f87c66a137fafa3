import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import {
  SENTENCE_ORIGINS,
  SENTENCE_REPORT_REASONS,
  SENTENCE_SPLITS,
  SENTENCE_STATUSES,
} from '@dhvani/contract/sentences';
import { recordings } from './recordings.js';
import { users } from './users.js';

// Sentence tables (migration 0025_sentences.sql explains each one).
const at = (name: string) => timestamp(name, { withTimezone: true });

export const sentences = pgTable('sentences', {
  /** Common Voice's sentence_id: sha256 (hex) of the normalised text. */
  id: text('id').primaryKey(),
  language: text('language', { enum: RECORDING_LANGUAGES }).notNull(),
  domain: text('domain', { enum: DOMAINS }).notNull(),
  text: text('text').notNull(),
  dedupeKey: text('dedupe_key').notNull(),
  source: text('source').notNull(),
  licence: text('licence').notNull(),
  origin: text('origin', { enum: SENTENCE_ORIGINS }).notNull(),
  status: text('status', { enum: SENTENCE_STATUSES }).notNull(),
  split: text('split', { enum: SENTENCE_SPLITS }).notNull(),
  addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  /** Kept by a trigger on recording_sentences; never written by the server. */
  recordingsCount: integer('recordings_count').notNull().default(0),
  approvals: integer('approvals').notNull().default(0),
  rejections: integer('rejections').notNull().default(0),
  reports: integer('reports').notNull().default(0),
  held: boolean('held').notNull().default(false),
  shuffle: integer('shuffle').notNull(),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
});

export const sentenceCorpusState = pgTable('sentence_corpus_state', {
  id: boolean('id').primaryKey().default(true),
  corpusHash: text('corpus_hash'),
  legacyLinkedAt: at('legacy_linked_at'),
});

export const sentenceVotes = pgTable('sentence_votes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sentenceId: text('sentence_id')
    .notNull()
    .references(() => sentences.id, { onDelete: 'cascade' }),
  voterId: uuid('voter_id').references(() => users.id, { onDelete: 'set null' }),
  approve: boolean('approve').notNull(),
  createdAt: at('created_at').notNull(),
});

export const sentenceReports = pgTable('sentence_reports', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sentenceId: text('sentence_id')
    .notNull()
    .references(() => sentences.id, { onDelete: 'cascade' }),
  reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason', { enum: SENTENCE_REPORT_REASONS }).notNull(),
  note: text('note'),
  createdAt: at('created_at').notNull(),
});

export const readingTexts = pgTable('reading_texts', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language', { enum: RECORDING_LANGUAGES }).notNull(),
  domain: text('domain', { enum: DOMAINS }).notNull(),
  text: text('text').notNull(),
  sentenceIds: text('sentence_ids').array().notNull(),
  matchKey: text('match_key').notNull(),
  issuedAt: at('issued_at').notNull(),
});

export const recordingSentences = pgTable(
  'recording_sentences',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    sentenceId: text('sentence_id')
      .notNull()
      .references(() => sentences.id),
    /** The recording's owner, copied (migration 0025). */
    userId: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.position] })],
);
