// The only SQL of the guardian page: the short-lived access a verified phone gets, and the accounts that phone
// agreed to (the consents themselves change through consents/repository.ts, the one place that writes them).
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { guardianAccess, guardianConsents, users } from '../../db/schema/index.js';

export async function insertAccess(db: Db, row: typeof guardianAccess.$inferInsert): Promise<void> {
  await db.insert(guardianAccess).values(row);
}

/** The phone a token was given for, while it is valid; else null. */
export async function phoneOfAccess(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ phone: guardianAccess.guardianPhone })
    .from(guardianAccess)
    .where(and(eq(guardianAccess.tokenHash, tokenHash), gt(guardianAccess.expiresAt, now)));
  return row?.phone ?? null;
}

/** Retention (docs/privacy.md): accesses that expired before `before`. */
export async function deleteExpiredAccess(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(guardianAccess)
    .where(lt(guardianAccess.expiresAt, before))
    .returning({ at: guardianAccess.expiresAt });
  return gone.length;
}

const childColumns = {
  id: users.id,
  name: users.name,
  dob: users.dob,
  signedUpAt: users.createdAt,
  withdrawnAt: guardianConsents.withdrawnAt,
};
export type ChildRow = {
  id: string;
  name: string;
  dob: string | null;
  signedUpAt: Date;
  withdrawnAt: Date | null;
};

/** The accounts opened with this phone's consent, oldest first. */
export async function childrenOf(db: Db, guardianPhone: string): Promise<ChildRow[]> {
  return db
    .select(childColumns)
    .from(guardianConsents)
    .innerJoin(users, eq(users.id, guardianConsents.userId))
    .where(eq(guardianConsents.guardianPhone, guardianPhone))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** One account opened with this phone's consent; null for any other account. */
export async function childOf(db: Db, guardianPhone: string, userId: string): Promise<ChildRow | null> {
  const [row] = await db
    .select(childColumns)
    .from(guardianConsents)
    .innerJoin(users, eq(users.id, guardianConsents.userId))
    .where(and(eq(guardianConsents.guardianPhone, guardianPhone), eq(guardianConsents.userId, userId)));
  return row ?? null;
}
