// Drizzle table definitions, one file per feature. Each feature's SQL lives in db/migrations/NNNN_*.sql;
// the two must agree (db/schema-drift.test.ts checks the column names against the migrated database).
export * from './users.js';
export * from './accounts.js';
export * from './consents.js';
export * from './recordings.js';
export * from './contact.js';
export * from './admin.js';
export * from './jobs.js';
export * from './uploads.js';
export * from './releases.js';
export * from './privacy.js';
export * from './reviews.js';
export * from './cluster.js';
export * from './sentences.js';
export * from './sentence-imports.js';
