import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_ACTORS, CONSENT_EVENT_KINDS } from '@dhvani/contract/privacy';
import { users } from './users.js';

// Privacy tables (migration 0014_privacy.sql explains them, docs/privacy.md lists what each holds and for how long).
const at = (name: string) => timestamp(name, { withTimezone: true });

export type { ConsentEventKind } from '@dhvani/contract/privacy';
export const RELEASE_REMOVAL_REASONS = ['deleted_by_owner', 'deleted_by_admin', 'account_erased'] as const;
export type ReleaseRemovalReason = (typeof RELEASE_REMOVAL_REASONS)[number];

export const consentEvents = pgTable('consent_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: CONSENT_EVENT_KINDS }).notNull(),
  version: text('version').notNull(),
  at: at('at').notNull(),
  // Migration 0024: who made the change.
  actor: text('actor', { enum: CONSENT_ACTORS }).notNull().default('self'),
});

// Migration 0022_guardian_consents.sql: the verified consent of an under-18 account's parent or guardian.
export const guardianConsents = pgTable('guardian_consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  guardianPhone: text('guardian_phone').notNull(),
  noticeVersion: text('notice_version').notNull(),
  consentedAt: at('consented_at').notNull(),
  // Migration 0024_guardian_withdrawal.sql: when the guardian withdrew it on the guardian page.
  withdrawnAt: at('withdrawn_at'),
});

// Migration 0024: a guardian's phone verified by a code, for the client holding the token, until it expires.
export const guardianAccess = pgTable('guardian_access', {
  tokenHash: text('token_hash').primaryKey(),
  guardianPhone: text('guardian_phone').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const releaseRemovals = pgTable('release_removals', {
  recordingId: uuid('recording_id').primaryKey(),
  reason: text('reason', { enum: RELEASE_REMOVAL_REASONS }).notNull(),
  removedAt: at('removed_at').notNull(),
});

// Migration 0015_data_exports.sql.
export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id').notNull(),
  storageKey: text('storage_key'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  createdAt: at('created_at').notNull(),
  readyAt: at('ready_at'),
  expiresAt: at('expires_at'),
});
