// The only SQL of consents: the current state (one row per user) and its history (consent_events).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { consentEvents, consents, guardianConsents } from '../../db/schema/index.js';

export type ConsentRow = typeof consents.$inferSelect;
export type ConsentEventRow = typeof consentEvents.$inferSelect;
export type GuardianConsentRow = typeof guardianConsents.$inferSelect;

export async function findConsent(db: Db, userId: string): Promise<ConsentRow | null> {
  const [row] = await db.select().from(consents).where(eq(consents.userId, userId));
  return row ?? null;
}

/**
 * Agreeing to `version`: replaces the version and time, clears a withdrawal and adds a history line, all in
 * one transaction. Agreeing again to the version already in force changes nothing (the recording flow asks
 * at every recording; the history shows each real change once).
 */
export async function giveConsent(db: Db, userId: string, version: string, at: Date): Promise<ConsentRow> {
  return db.transaction(async (tx) => {
    // The lock makes two concurrent agreements write one history line, not two.
    const [current] = await tx.select().from(consents).where(eq(consents.userId, userId)).for('update');
    if (current && current.version === version && !current.withdrawnAt) return current;
    const values = { version, dataUsage: true, recording: true, terms: true, givenAt: at, withdrawnAt: null };
    const [row] = await tx
      .insert(consents)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: consents.userId, set: values })
      .returning();
    await tx.insert(consentEvents).values({ userId, kind: 'given', version, at });
    return row!;
  });
}

/** Withdraws a consent in force (a history line); an absent or already withdrawn one stays as it is. */
export async function withdrawConsent(db: Db, userId: string, at: Date): Promise<ConsentRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(consents)
      .set({ withdrawnAt: at })
      .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)))
      .returning();
    if (row) await tx.insert(consentEvents).values({ userId, kind: 'withdrawn', version: row.version, at });
    return row ?? null;
  });
}

/** Newest first; the id orders lines written in the same instant. */
export async function listConsentEvents(db: Db, userId: string): Promise<ConsentEventRow[]> {
  return db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(desc(consentEvents.at), desc(consentEvents.id));
}

/** The guardian's consent an under-18 account was opened with (registration writes it with the account). */
export async function insertGuardianConsent(tx: Db, row: GuardianConsentRow): Promise<void> {
  await tx.insert(guardianConsents).values(row);
}

export async function findGuardianConsent(db: Db, userId: string): Promise<GuardianConsentRow | null> {
  const [row] = await db.select().from(guardianConsents).where(eq(guardianConsents.userId, userId));
  return row ?? null;
}
