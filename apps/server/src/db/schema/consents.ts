import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
});
