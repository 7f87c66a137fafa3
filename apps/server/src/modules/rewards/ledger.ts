// The token ledger (docs/rewards.md): append-only rows, the only SQL that moves tokens. Each insert and the
// matching change to users.reward_tokens happen in the caller's transaction, so the balance always equals
// the ledger sum. Duplicates are stopped by UNIQUE (recording_id, kind), not by looking first: of 20
// concurrent credits for one recording exactly one inserts, the others insert nothing and change nothing.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { tokenLedger, users } from '../../db/schema/index.js';

export interface Award {
  userId: string;
  recordingId: string;
  amount: number;
  quality: string;
  durationSeconds: number;
  at: Date;
}

async function addToBalance(tx: Db, userId: string, amount: number) {
  if (amount === 0) return;
  await tx
    .update(users)
    .set({ rewardTokens: sql`${users.rewardTokens} + ${amount}` })
    .where(eq(users.id, userId));
}

/** Credits a recording once; returns false when it was already credited. */
export async function creditAward(tx: Db, award: Award): Promise<boolean> {
  const inserted = await tx
    .insert(tokenLedger)
    .values({
      userId: award.userId,
      recordingId: award.recordingId,
      kind: 'award',
      amount: award.amount,
      quality: award.quality,
      durationSeconds: award.durationSeconds,
      createdAt: award.at,
    })
    .onConflictDoNothing({ target: [tokenLedger.recordingId, tokenLedger.kind] })
    .returning({ id: tokenLedger.id });
  if (inserted.length === 0) return false;
  await addToBalance(tx, award.userId, award.amount);
  return true;
}

/**
 * Cancels a recording's award with a compensating row of the negated amount (admin delete, issue 6).
 * Returns the amount taken back (0 when there was no award, or it was already reversed).
 */
export async function reverseAward(tx: Db, recordingId: string, at: Date): Promise<number> {
  const [award] = await tx
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.recordingId, recordingId), eq(tokenLedger.kind, 'award')));
  if (!award?.userId) return 0;
  const inserted = await tx
    .insert(tokenLedger)
    .values({
      userId: award.userId,
      recordingId,
      kind: 'reversal',
      amount: -award.amount,
      quality: award.quality,
      durationSeconds: award.durationSeconds,
      createdAt: at,
    })
    .onConflictDoNothing({ target: [tokenLedger.recordingId, tokenLedger.kind] })
    .returning({ id: tokenLedger.id });
  if (inserted.length === 0) return 0;
  await addToBalance(tx, award.userId, -award.amount);
  return award.amount;
}

export async function awardFor(db: Db, recordingId: string): Promise<number | null> {
  const [row] = await db
    .select({ amount: tokenLedger.amount })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.recordingId, recordingId), eq(tokenLedger.kind, 'award')));
  return row ? row.amount : null;
}

export async function userEntries(db: Db, userId: string) {
  return db
    .select({
      recordingId: tokenLedger.recordingId,
      amount: tokenLedger.amount,
      kind: tokenLedger.kind,
      createdAt: tokenLedger.createdAt,
    })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .orderBy(desc(tokenLedger.createdAt), desc(tokenLedger.id));
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ tokens: users.rewardTokens }).from(users).where(eq(users.id, userId));
  return row?.tokens ?? 0;
}

/**
 * Account deletion: the rows stay (totals issued remain true) but no longer say whose they were or which
 * recording they paid for.
 */
export async function anonymiseUserEntries(tx: Db, userId: string): Promise<void> {
  await tx.update(tokenLedger).set({ userId: null, recordingId: null }).where(eq(tokenLedger.userId, userId));
}
