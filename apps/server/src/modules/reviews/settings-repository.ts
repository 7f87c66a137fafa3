// The review rules' numbers (one row, migration 0018), read by each vote and changed by an admin.
import { eq } from 'drizzle-orm';
import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from '@dhvani/contract/reviews';
import type { Db } from '../../db/database.js';
import { reviewSettings } from '../../db/schema/index.js';

export async function loadSettings(db: Db): Promise<ReviewSettings> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.id, true));
  return settingsOf(row ?? null);
}

/** The rules of a review_settings row (read alone or joined into another query); the defaults without one. */
export function settingsOf(row: typeof reviewSettings.$inferSelect | null): ReviewSettings {
  if (!row) return DEFAULT_REVIEW_SETTINGS;
  const { id: _id, updatedAt: _at, updatedBy: _by, ...settings } = row;
  return settings;
}

export async function saveSettings(tx: Db, settings: ReviewSettings, by: string, at: Date): Promise<void> {
  await tx
    .insert(reviewSettings)
    .values({ id: true, ...settings, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({ target: reviewSettings.id, set: { ...settings, updatedAt: at, updatedBy: by } });
}
