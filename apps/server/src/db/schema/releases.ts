import { bigint, boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RELEASE_STATES, type ReleaseReport } from '@dhvani/contract/releases';
import { SENTENCE_SPLITS, type SentenceSplit } from '@dhvani/contract/sentences';
import { users } from './users.js';

// Dataset releases (migrations 0013_releases.sql and 0020_release_sentence_splits.sql explain each table,
// docs/datasets.md the archive).
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The dataset's splits: the sentences' and speakers' (contract sentences.ts). */
export const RELEASE_SPLITS = SENTENCE_SPLITS;
export type ReleaseSplit = SentenceSplit;

export const releases = pgTable('releases', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
  jobId: uuid('job_id'),
  status: text('status', { enum: RELEASE_STATES }).notNull().default('queued'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
  storageKey: text('storage_key'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  report: jsonb('report').$type<ReleaseReport>(),
  error: text('error'),
});

export const releaseClips = pgTable(
  'release_clips',
  {
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    recordingId: uuid('recording_id').notNull(),
    /** Null: in no split file (rejected by review, or its sentence is in another split). */
    split: text('split', { enum: RELEASE_SPLITS }),
    sentenceId: text('sentence_id').notNull(),
    published: boolean('published').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.recordingId] })],
);

export const releaseSettings = pgTable('release_settings', {
  id: boolean('id').primaryKey().default(true),
  speakerSecret: text('speaker_secret').notNull(),
});
