import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

// Accounts tables (migration 0002_accounts.sql explains each one).
export const CODE_PURPOSES = [
  'login',
  'register-phone',
  'register-email',
  'change-email',
  'reset-password',
  'guardian-consent',
  'guardian-withdraw',
] as const;
export const CHANNELS = ['sms', 'email'] as const;
/** What a code-send limit counts by (auth/code-throttle.ts). */
export const SEND_SCOPES = ['destination', 'ip', 'sms-prefix', 'all-sms', 'all-email'] as const;
export const SIGN_IN_METHODS = ['password', 'otp'] as const;

const at = (name: string) => timestamp(name, { withTimezone: true });

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  revokedReason: text('revoked_reason'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    destinationHash: text('destination_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    // Set for 'change-email' codes: only that user may confirm it.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.destinationHash] })],
);

export const verifiedContacts = pgTable(
  'verified_contacts',
  {
    channel: text('channel', { enum: CHANNELS }).notNull(),
    destinationHash: text('destination_hash').notNull(),
    verifiedAt: at('verified_at').notNull(),
    tokenHash: text('token_hash'),
  },
  (t) => [primaryKey({ columns: [t.channel, t.destinationHash] })],
);

export const codeSends = pgTable('code_sends', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  scope: text('scope', { enum: SEND_SCOPES }).notNull(),
  keyHash: text('key_hash').notNull(),
  createdAt: at('created_at').notNull(),
});

export const devOutbox = pgTable('dev_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel', { enum: CHANNELS }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  code: text('code'),
  createdAt: at('created_at').notNull(),
});

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: SIGN_IN_METHODS }).notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.method] })],
);
