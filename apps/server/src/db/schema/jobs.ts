import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Background jobs (migration 0007_jobs.sql explains the columns, docs/jobs.md the mechanism).
const at = (name: string) => timestamp(name, { withTimezone: true });

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What a failed attempt left behind. `permanent` failures are not retried. */
export interface JobError {
  message: string;
  code?: string;
  permanent?: boolean;
}

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey(),
  kind: text('kind').notNull(),
  key: text('key'),
  payload: jsonb('payload').$type<unknown>().notNull(),
  state: text('state', { enum: JOB_STATES }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull(),
  runAt: at('run_at').notNull(),
  lockedBy: text('locked_by'),
  lockedUntil: at('locked_until'),
  progress: jsonb('progress').$type<unknown>(),
  result: jsonb('result').$type<unknown>(),
  error: jsonb('error').$type<JobError>(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  finishedAt: at('finished_at'),
});
