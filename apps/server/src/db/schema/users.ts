import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { GENDERS, ROLES } from '@dhvani/contract/enums';
import { LOCALES } from '@dhvani/contract/locales';

// The root entity every feature points at. Accounts owns its columns; other features reference users.id.
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  phoneNo: text('phone_no').unique(),
  gender: text('gender', { enum: GENDERS }),
  dob: date('dob'),
  city: text('city'),
  motherTongue: text('mother_tongue'),
  knownLanguages: text('known_languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ROLES }).notNull().default('user'),
  // The language the user reads the product in (migration 0011); null until they choose one.
  language: text('language', { enum: LOCALES }),
  // Bumped on logout-everywhere, password change and deletion: access tokens carry it, so old ones die.
  tokenVersion: integer('token_version').notNull().default(0),
  // The ledger sum, kept by the ledger's trigger (migration 0009); the server never writes it.
  rewardTokens: integer('reward_tokens').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
