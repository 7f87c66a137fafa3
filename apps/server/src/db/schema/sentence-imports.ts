import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { SENTENCE_SPLITS } from '@dhvani/contract/sentences';
import { IMPORT_STATES, type ImportReport } from '@dhvani/contract/sentence-imports';
import { users } from './users.js';

// Sentence imports (migration 0026_sentence_imports.sql explains both tables).
const at = (name: string) => timestamp(name, { withTimezone: true });

export const sentenceImports = pgTable('sentence_imports', {
  id: uuid('id').primaryKey(),
  fileName: text('file_name').notNull(),
  language: text('language', { enum: RECORDING_LANGUAGES }).notNull(),
  domain: text('domain', { enum: DOMAINS }),
  source: text('source').notNull(),
  licence: text('licence').notNull(),
  review: boolean('review').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  fileKey: text('file_key'),
  state: text('state', { enum: IMPORT_STATES }).notNull(),
  report: jsonb('report').$type<ImportReport>(),
  imported: integer('imported'),
  duplicatesAtImport: integer('duplicates_at_import'),
  error: text('error'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  checkedAt: at('checked_at'),
  importedAt: at('imported_at'),
});

export const sentenceImportRows = pgTable(
  'sentence_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => sentenceImports.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    line: integer('line').notNull(),
    id: text('id').notNull(),
    domain: text('domain', { enum: DOMAINS }).notNull(),
    text: text('text').notNull(),
    split: text('split', { enum: SENTENCE_SPLITS }).notNull(),
    shuffle: integer('shuffle').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.dedupeKey] })],
);
