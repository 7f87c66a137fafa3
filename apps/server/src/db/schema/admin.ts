import {
  bigint,
  date,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '@dhvani/contract/admin';

// Admin tables (migration 0004_admin.sql explains each one). The totals tables are written by database
// triggers only; the server reads them.
export const adminAudit = pgTable('admin_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
  actorId: uuid('actor_id'),
  recordingId: uuid('recording_id'),
  subjectUserId: uuid('subject_user_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const recordingTotals = pgTable(
  'recording_totals',
  {
    language: text('language').notNull(),
    domain: text('domain').notNull(),
    quality: text('quality').notNull(),
    recordings: bigint('recordings', { mode: 'number' }).notNull().default(0),
    seconds: numeric('seconds', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.domain, t.quality] })],
);

export const recordingDailyCounts = pgTable('recording_daily_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  recordings: bigint('recordings', { mode: 'number' }).notNull().default(0),
});

export const ledgerTotals = pgTable('ledger_totals', {
  kind: text('kind').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
});
