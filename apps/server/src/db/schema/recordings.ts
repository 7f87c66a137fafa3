import type { QualityReason } from '@dhvani/contract/quality-reasons';
import { READ_CHECK_OUTCOMES, type ReadCheck } from '@dhvani/contract/read-check';
import type { Transcription } from '@dhvani/contract/transcription';
import { bigint, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DOMAINS, QUALITIES, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { LEDGER_KINDS, RECORDED_VIA } from '@dhvani/contract/recordings';
import { SENTENCE_SPLITS, TEXT_SOURCES } from '@dhvani/contract/sentences';
import { users } from './users.js';

// Recording pipeline tables (migration 0003_recordings.sql explains each one).
const at = (name: string) => timestamp(name, { withTimezone: true });
// numeric(7,2) as a JS number: durations are small and two decimals survive a double exactly enough.
const seconds = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

export const recordings = pgTable('recordings', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language', { enum: RECORDING_LANGUAGES }).notNull(),
  domain: text('domain', { enum: DOMAINS }).notNull(),
  recordedVia: text('recorded_via', { enum: RECORDED_VIA }).notNull(),
  durationSeconds: seconds('duration_seconds').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  transcript: text('transcript').notNull(),
  quality: text('quality', { enum: QUALITIES }),
  metrics: jsonb('metrics'),
  /** Why the grade: codes with figures (migration 0010 converted the English sentences stored before). */
  reasons: jsonb('reasons').$type<QualityReason[]>().notNull().default([]),
  evaluatedAt: at('evaluated_at'),
  idempotencyKey: uuid('idempotency_key'),
  payloadHash: text('payload_hash').notNull(),
  audioSha256: text('audio_sha256'),
  createdAt: at('created_at').notNull(),
  contributionId: text('contribution_id'),
  /** The reading text the server issued for it (migration 0025); null for SPEC's client and older recordings. */
  readingTextId: uuid('reading_text_id'),
  /** How its transcript is vouched for; null: recorded before sentences were rows. */
  textSource: text('text_source', { enum: TEXT_SOURCES }),
  /** The speaker's split when it was recorded, which is also its sentences' split. */
  split: text('split', { enum: SENTENCE_SPLITS }),
  /** Does it say its text (migration 0032, issue 35)? Null: graded before the check, or not graded yet. */
  readCheck: jsonb('read_check').$type<ReadCheck>(),
  readCheckOutcome: text('read_check_outcome', { enum: READ_CHECK_OUTCOMES }),
  /** The optional recogniser's CER (migration 0033, decision 0049). Null: none configured, or not done yet. */
  transcription: jsonb('transcription').$type<Transcription>(),
});

export const uploadCounts = pgTable('upload_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  minuteStart: at('minute_start').notNull(),
  minuteCount: integer('minute_count').notNull(),
  dayStart: date('day_start', { mode: 'string' }).notNull(),
  dayCount: integer('day_count').notNull(),
});

export const tokenLedger = pgTable('token_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  recordingId: uuid('recording_id'),
  kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
  amount: integer('amount').notNull(),
  quality: text('quality', { enum: QUALITIES }),
  durationSeconds: seconds('duration_seconds'),
  createdAt: at('created_at').notNull(),
  /** A reviewer's reward: the vote it pays for (migration 0018). */
  reviewVoteId: bigint('review_vote_id', { mode: 'number' }),
});
