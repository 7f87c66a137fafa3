// What follows from a clip's outcome, inside the transaction that decides it (docs/reviews.md, docs/rewards.md):
// a rejected clip's award is taken back by one reversal row, a clip an admin validates after a rejection gets
// it back by one reinstatement row, and every counted vote that agrees with the outcome earns the reviewer's
// reward once. The ledger's unique constraints make each of these happen at most once, whoever races; the
// ledger itself forgets the changed balances after the commit.
import type { ReviewSettings } from '@dhvani/contract/reviews';
import type { Tx } from '../../db/transaction.js';
import type { Ledger } from '../rewards/ledger.js';
import { agreeingVote, decide, type Outcome } from './rules.js';
import { agreeingVotes, settleByReviewers } from './vote-repository.js';

export type ReviewLedger = Pick<Ledger, 'reverse' | 'reinstate' | 'payReviewers'>;

/** Moves the owner's tokens to match the outcome. */
export async function settleTokens(
  ledger: ReviewLedger,
  tx: Tx,
  recordingId: string,
  outcome: Outcome,
  at: Date,
): Promise<void> {
  if (outcome === 'rejected') await ledger.reverse(tx, recordingId, at);
  else await ledger.reinstate(tx, recordingId, at);
}

/** Pays every counted vote on the clip that agrees with the outcome and is not paid yet. */
export async function payAgreeingReviewers(
  ledger: ReviewLedger,
  tx: Tx,
  recordingId: string,
  outcome: Outcome,
  reward: number,
  at: Date,
): Promise<void> {
  if (reward <= 0) return;
  await payVotes(ledger, tx, await agreeingVotes(tx, recordingId, agreeingVote(outcome)), reward, at);
}

function payVotes(
  ledger: ReviewLedger,
  tx: Tx,
  votes: Array<{ id: number; reviewerId: string }>,
  reward: number,
  at: Date,
) {
  if (reward <= 0) return;
  return ledger.payReviewers(
    tx,
    votes.map((v) => ({ userId: v.reviewerId, voteId: v.id, amount: reward })),
    at,
  );
}

/**
 * Decides a clip waiting for votes when its counted votes reach a threshold, with what follows for tokens.
 * The status changes once whoever races (settleByReviewers' `WHERE status = 'pending'`); null when nothing
 * changed.
 */
export async function settleByVotes(
  ledger: ReviewLedger,
  tx: Tx,
  clip: { recordingId: string; upVotes: number; downVotes: number },
  rules: Pick<ReviewSettings, 'minVotes' | 'tieVotes' | 'reviewerReward'>,
  at: Date,
): Promise<Outcome | null> {
  const outcome = decide(clip.upVotes, clip.downVotes, rules);
  if (!outcome) return null;
  const agreeing = await settleByReviewers(tx, clip.recordingId, outcome, agreeingVote(outcome), at);
  if (!agreeing) return null;
  await settleTokens(ledger, tx, clip.recordingId, outcome, at);
  await payVotes(ledger, tx, agreeing, rules.reviewerReward, at);
  return outcome;
}
