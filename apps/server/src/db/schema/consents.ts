import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_ACTORS } from '@dhvani/contract/privacy';
import { users } from './users.js';

// A contributor's consent to the current notice (migration 0003_recordings.sql, consents/service.ts).
const at = (name: string) => timestamp(name, { withTimezone: true });

export const consents = pgTable('consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  dataUsage: boolean('data_usage').notNull(),
  recording: boolean('recording').notNull(),
  terms: boolean('terms').notNull(),
  givenAt: at('given_at').notNull(),
  withdrawnAt: at('withdrawn_at'),
  // Migration 0024: the contributor, or their parent or guardian (set with withdrawnAt).
  withdrawnBy: text('withdrawn_by', { enum: CONSENT_ACTORS }),
});
