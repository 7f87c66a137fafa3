import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Contact form messages (migration 0005_contact.sql).
export const DELIVERY_OUTCOMES = ['sent', 'failed', 'skipped'] as const;

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  senderDate: text('sender_date'),
  senderTime: text('sender_time'),
  delivery: text('delivery', { enum: DELIVERY_OUTCOMES }).notNull().default('skipped'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
