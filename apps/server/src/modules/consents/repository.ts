// The only SQL of consents: the current state (one row per user) and its history (consent_events).
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ConsentActor } from '@dhvani/contract/privacy';
import type { Db } from '../../db/database.js';
import { consentEvents, consents, guardianConsents, users } from '../../db/schema/index.js';

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
export async function giveConsent(
  db: Db,
  userId: string,
  version: string,
  at: Date,
  opts: { refuseIfGuardianWithdrew?: boolean } = {},
): Promise<ConsentRow | 'guardian-withdrew'> {
  return db.transaction(async (tx) => {
    // The guardian's row is locked first, here and in withdrawGuardianConsent, so that a minor's agreement and
    // their guardian's withdrawal at the same moment are one after the other, and never wait on each other.
    if (opts.refuseIfGuardianWithdrew) {
      const [guardian] = await tx
        .select({ withdrawnAt: guardianConsents.withdrawnAt })
        .from(guardianConsents)
        .where(eq(guardianConsents.userId, userId))
        .for('update');
      if (guardian?.withdrawnAt) return 'guardian-withdrew';
    }
    // The lock makes two concurrent agreements write one history line, not two.
    const [current] = await tx.select().from(consents).where(eq(consents.userId, userId)).for('update');
    if (current && current.version === version && !current.withdrawnAt) return current;
    const values = {
      version,
      dataUsage: true,
      recording: true,
      terms: true,
      givenAt: at,
      withdrawnAt: null,
      withdrawnBy: null,
    };
    const [row] = await tx
      .insert(consents)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: consents.userId, set: values })
      .returning();
    await tx.insert(consentEvents).values({ userId, kind: 'given', version, at });
    return row!;
  });
}

/** Withdraws the consent in force, if any, within `tx`, with its history line. */
async function withdrawWithin(tx: Db, userId: string, at: Date, by: ConsentActor) {
  const [row] = await tx
    .update(consents)
    .set({ withdrawnAt: at, withdrawnBy: by })
    .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)))
    .returning();
  if (row)
    await tx.insert(consentEvents).values({ userId, kind: 'withdrawn', version: row.version, at, actor: by });
  return row ?? null;
}

/** Withdraws a consent in force (a history line); an absent or already withdrawn one stays as it is. */
export async function withdrawConsent(db: Db, userId: string, at: Date): Promise<ConsentRow | null> {
  return db.transaction((tx) => withdrawWithin(tx, userId, at, 'self'));
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
export async function insertGuardianConsent(
  tx: Db,
  row: typeof guardianConsents.$inferInsert,
): Promise<void> {
  await tx.insert(guardianConsents).values(row);
}

/** The contributor's date of birth (yyyy-mm-dd), which decides whether a guardian's withdrawal still binds them. */
export async function dateOfBirth(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ dob: users.dob }).from(users).where(eq(users.id, userId));
  return row?.dob ?? null;
}

export async function findGuardianConsent(db: Db, userId: string): Promise<GuardianConsentRow | null> {
  const [row] = await db.select().from(guardianConsents).where(eq(guardianConsents.userId, userId));
  return row ?? null;
}

/**
 * A guardian withdraws the consent `guardianPhone` gave for `userId` (issue 23, the guardian page): the guardian's
 * consent and the contributor's own consent in force are withdrawn together, with a history line by the
 * guardian (also when the contributor had no consent in force, so that their history says what happened).
 * Null when this phone gave no consent for that account; a second withdrawal changes nothing.
 */
export async function withdrawGuardianConsent(
  db: Db,
  userId: string,
  guardianPhone: string,
  at: Date,
): Promise<GuardianConsentRow | null> {
  return db.transaction(async (tx) => {
    const [guardian] = await tx
      .select()
      .from(guardianConsents)
      .where(and(eq(guardianConsents.userId, userId), eq(guardianConsents.guardianPhone, guardianPhone)))
      .for('update');
    if (!guardian || guardian.withdrawnAt) return guardian ?? null;
    const [row] = await tx
      .update(guardianConsents)
      .set({ withdrawnAt: at })
      .where(eq(guardianConsents.userId, userId))
      .returning();
    if (!(await withdrawWithin(tx, userId, at, 'guardian'))) {
      const own = await findConsent(tx, userId);
      const version = own?.version ?? guardian.noticeVersion;
      await tx.insert(consentEvents).values({ userId, kind: 'withdrawn', version, at, actor: 'guardian' });
    }
    return row!;
  });
}

/**
 * The guardian gives their consent again, to `version`, after withdrawing it: the contributor may then agree
 * again themselves. Null when this phone gave no consent for that account; a consent in force stays as it is.
 */
export async function renewGuardianConsent(
  db: Db,
  userId: string,
  guardianPhone: string,
  version: string,
  at: Date,
): Promise<GuardianConsentRow | null> {
  const mine = and(eq(guardianConsents.userId, userId), eq(guardianConsents.guardianPhone, guardianPhone));
  const [renewed] = await db
    .update(guardianConsents)
    .set({ withdrawnAt: null, consentedAt: at, noticeVersion: version })
    .where(and(mine, isNotNull(guardianConsents.withdrawnAt)))
    .returning();
  if (renewed) return renewed;
  const [standing] = await db.select().from(guardianConsents).where(mine);
  return standing ?? null;
}
