// The token ledger (docs/rewards.md): append-only rows, the only SQL that moves tokens. The ledger is the
// truth; a user's balance (users.reward_tokens) is derived from it by one database trigger (migration 0009),
// never written here. Duplicates are stopped by UNIQUE (recording_id, kind), not by looking first: of 20
// concurrent credits for one recording exactly one inserts, the others insert nothing and change nothing.
//
// Credits and reversals run in the caller's transaction and queue the balance's follow-up (forgetting the
// owner's cached row) for after its commit themselves, so no caller has to remember it.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Quality } from '@dhvani/contract/enums';
import type { LedgerKind } from '@dhvani/contract/recordings';
import type { Db } from '../../db/database.js';
import { tokenLedger, users } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export interface Award {
  userId: string;
  recordingId: string;
  amount: number;
  quality: Quality;
  durationSeconds: number;
  at: Date;
}

export interface LedgerDeps {
  /** Called after a commit that changed this user's balance (the auth cache holds it). */
  balanceChanged(userId: string): void;
}

type RecordingEntry = typeof tokenLedger.$inferInsert & { userId: string; recordingId: string };
type AwardRow = typeof tokenLedger.$inferSelect;

/**
 * Appends one of a recording's entries (award, reversal, reinstatement) once: UNIQUE (recording_id, kind) makes
 * a second one insert nothing. A row that moves tokens queues the balance's follow-up for after the commit.
 * Returns whether it was inserted.
 */
async function appendOnce(tx: Tx, entry: RecordingEntry, deps: LedgerDeps): Promise<boolean> {
  const inserted = await tx
    .insert(tokenLedger)
    .values(entry)
    .onConflictDoNothing({ target: [tokenLedger.recordingId, tokenLedger.kind] })
    .returning({ id: tokenLedger.id });
  if (inserted.length === 0) return false;
  if (entry.amount !== 0) tx.afterCommit(() => deps.balanceChanged(entry.userId));
  return true;
}

/**
 * Appends the entry that follows a recording's award: a reversal takes its amount back, a reinstatement gives it
 * again. Returns the amount moved (0 when that entry was already there).
 */
async function followAward(
  tx: Tx,
  award: AwardRow,
  kind: 'reversal' | 'reinstatement',
  at: Date,
  deps: LedgerDeps,
): Promise<number> {
  if (!award.userId || !award.recordingId) return 0;
  const entry: RecordingEntry = {
    userId: award.userId,
    recordingId: award.recordingId,
    kind,
    amount: kind === 'reversal' ? -award.amount : award.amount,
    quality: award.quality,
    durationSeconds: award.durationSeconds,
    createdAt: at,
  };
  return (await appendOnce(tx, entry, deps)) ? award.amount : 0;
}

/** Credits a recording once; returns false when it was already credited. */
function creditAward(tx: Tx, award: Award, deps: LedgerDeps): Promise<boolean> {
  const { at, ...entry } = award;
  return appendOnce(tx, { ...entry, kind: 'award', createdAt: at }, deps);
}

/**
 * Cancels a recording's award with a compensating row of the negated amount (admin delete, issue 6).
 * Returns the amount taken back (0 when there was no award, or it was already reversed).
 */
async function reverseAward(tx: Tx, recordingId: string, at: Date, deps: LedgerDeps): Promise<number> {
  const [award] = await tx
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.recordingId, recordingId), eq(tokenLedger.kind, 'award')));
  return award ? followAward(tx, award, 'reversal', at, deps) : 0;
}

/**
 * Gives a rejected recording's award back after an admin validated it (issue 21), once: UNIQUE (recording_id,
 * kind). Returns the amount given back (0 when the award was never taken back, or was already given back).
 */
async function reinstateAward(tx: Tx, recordingId: string, at: Date, deps: LedgerDeps): Promise<number> {
  const rows = await tx
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.recordingId, recordingId), inArray(tokenLedger.kind, ['award', 'reversal'])));
  const award = rows.find((r) => r.kind === 'award');
  if (!award || !rows.some((r) => r.kind === 'reversal')) return 0;
  return followAward(tx, award, 'reinstatement', at, deps);
}

export interface ReviewReward {
  userId: string;
  voteId: number;
  amount: number;
}

/**
 * Pays reviewers for votes that agree with a clip's outcome (issue 21), once per vote: UNIQUE (review_vote_id)
 * lets a second payment for the same vote insert nothing. Returns who was paid.
 */
async function creditReviewRewards(
  tx: Tx,
  rewards: ReviewReward[],
  at: Date,
  deps: LedgerDeps,
): Promise<string[]> {
  const paid = rewards.filter((r) => r.amount > 0);
  if (paid.length === 0) return [];
  const inserted = await tx
    .insert(tokenLedger)
    .values(
      paid.map((r) => ({
        userId: r.userId,
        kind: 'review_reward' as const,
        amount: r.amount,
        reviewVoteId: r.voteId,
        createdAt: at,
      })),
    )
    .onConflictDoNothing({ target: tokenLedger.reviewVoteId })
    .returning({ userId: tokenLedger.userId });
  const users = [...new Set(inserted.flatMap((row) => (row.userId ? [row.userId] : [])))];
  tx.afterCommit(() => users.forEach((userId) => deps.balanceChanged(userId)));
  return users;
}

export function createLedger(deps: LedgerDeps) {
  return {
    credit: (tx: Tx, award: Award) => creditAward(tx, award, deps),
    reverse: (tx: Tx, recordingId: string, at: Date) => reverseAward(tx, recordingId, at, deps),
    reinstate: (tx: Tx, recordingId: string, at: Date) => reinstateAward(tx, recordingId, at, deps),
    payReviewers: (tx: Tx, rewards: ReviewReward[], at: Date) => creditReviewRewards(tx, rewards, at, deps),
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/** The kinds of entry a recording has (award, reversal, reinstatement). */
export async function recordingEntryKinds(db: Db, recordingId: string): Promise<LedgerKind[]> {
  const rows = await db
    .select({ kind: tokenLedger.kind })
    .from(tokenLedger)
    .where(eq(tokenLedger.recordingId, recordingId));
  return rows.map((r) => r.kind);
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

/** The balance the ledger trigger keeps (migration 0009). */
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
