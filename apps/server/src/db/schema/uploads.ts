import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordings } from './recordings.js';
import { users } from './users.js';

// Resumable uploads not yet committed (migration 0008_provisional_uploads.sql).
export const provisionalUploads = pgTable('provisional_uploads', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'cascade' }),
});
