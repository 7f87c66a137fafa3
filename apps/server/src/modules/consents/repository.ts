// The only SQL of consents.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { consents } from '../../db/schema/index.js';

export type ConsentRow = typeof consents.$inferSelect;

export async function findConsent(db: Db, userId: string): Promise<ConsentRow | null> {
  const [row] = await db.select().from(consents).where(eq(consents.userId, userId));
  return row ?? null;
}

/** Agreeing (again) replaces the version and time and clears a withdrawal. */
export async function upsertConsent(db: Db, userId: string, version: string, at: Date): Promise<ConsentRow> {
  const values = { version, dataUsage: true, recording: true, terms: true, givenAt: at, withdrawnAt: null };
  const [row] = await db
    .insert(consents)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: consents.userId, set: values })
    .returning();
  return row!;
}

export async function withdrawConsent(db: Db, userId: string, at: Date): Promise<ConsentRow | null> {
  const [row] = await db
    .update(consents)
    .set({ withdrawnAt: at })
    .where(eq(consents.userId, userId))
    .returning();
  return row ?? null;
}
