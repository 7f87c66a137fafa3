import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// State several API processes share (migrations 0030_shared_limits_and_locks.sql and 0031_server_instances.sql
// explain the columns; docs/deploy.md the set-up).
const at = (name: string) => timestamp(name, { withTimezone: true });

export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: at('resets_at').notNull(),
});

export const uploadLocks = pgTable('upload_locks', {
  uploadId: text('upload_id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: at('expires_at').notNull(),
  releaseRequested: boolean('release_requested').notNull().default(false),
});

export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: at('started_at').notNull(),
  seenAt: at('seen_at').notNull(),
  secretFingerprint: text('secret_fingerprint').notNull(),
  storageId: text('storage_id').notNull(),
});
