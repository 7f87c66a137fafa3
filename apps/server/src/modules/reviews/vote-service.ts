// A reviewer's vote (issue 21): POST /reviews/{recordingId}/vote. The vote, the counters, the status change
// it causes, the owner's reversal and the reviewers' rewards are one transaction. Concurrent votes on one clip
// are counted one after the other under the clip row's lock; the clip leaves 'pending' once (settle), its
// award is reversed at most once and each vote is paid at most once (the ledger's unique constraints).
import { REVIEW_MESSAGES, type VoteBody, type VoteResult, type VoteReason } from '@dhvani/contract/reviews';
import { requireRight } from '../../access/policy.js';
import type { Db } from '../../db/database.js';
import { transaction, type Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { CLIP_ACCESS } from './queue-service.js';
import { retryOnDeadlock } from './retry.js';
import { agreeingVote, isFlagged } from './rules.js';
import { settleByVotes, type ReviewLedger } from './settlement.js';
import { latestKnownAnswers, recordVote, saveAgreement, voteContext } from './vote-repository.js';

export interface VoteDeps {
  db: Db;
  clock: Clock;
  /** The owner's reversal and the reviewers' rewards (the ledger forgets changed balances after the commit). */
  ledger: ReviewLedger;
}

type Ballot = { vote: 'up' | 'down' | 'skip'; reason: VoteReason | null };

/**
 * The clip as a reviewer may vote on it (it exists, is not theirs and entered the queue), with the reviewer's
 * known-answer figures and the review rules, read in one query.
 */
async function votableClip(tx: Tx, actor: AuthUser, recordingId: string) {
  const found = await voteContext(tx, recordingId, actor.id);
  requireRight(actor, 'recording.review', found?.recording ?? null, CLIP_ACCESS);
  const review = found?.review;
  if (!found || !review || review.decidedBy === 'analyser') throw conflict(REVIEW_MESSAGES.notInReview);
  return { review, figures: found.figures, settings: found.settings };
}

export function createVoteService(deps: VoteDeps) {
  const { db, clock, ledger } = deps;

  async function castVote(actor: AuthUser, recordingId: string, body: VoteBody): Promise<VoteResult> {
    const ballot: Ballot = { vote: body.vote as Ballot['vote'], reason: body.reason ?? null };
    const at = clock.now();
    const totalReviews = await retryOnDeadlock(() =>
      transaction(db, async (tx) => {
        const { review, figures, settings } = await votableClip(tx, actor, recordingId);
        const counted = !isFlagged(figures.answered, figures.agreed, settings);
        const known = review.knownAnswer;
        const answered = ballot.vote !== 'skip';
        const agreesWithKnown = known && answered ? ballot.vote === agreeingVote(known) : null;
        // A known-answer clip: the vote measures the reviewer; the clip's status and counters are the admin's.
        const recorded = await recordVote(
          tx,
          {
            recordingId,
            reviewerId: actor.id,
            ...ballot,
            counted,
            knownAnswer: known,
            agrees: agreesWithKnown,
            at,
          },
          !known,
        );
        if (recorded === null) throw conflict(REVIEW_MESSAGES.alreadyVoted);
        const { voteId, reviews } = recorded;
        const payThisVote = () =>
          ledger.payReviewers(tx, [{ userId: actor.id, voteId, amount: settings.reviewerReward }], at);

        if (known) {
          if (answered) {
            const window = await latestKnownAnswers(tx, actor.id, settings.agreementWindow);
            await saveAgreement(tx, actor.id, { ...window, at });
            if (counted && agreesWithKnown) await payThisVote();
          }
          return reviews;
        }

        const now = recorded.clip;
        if (!now) throw notFound(REVIEW_MESSAGES.notFound);
        if (now.status === 'pending') {
          await settleByVotes(ledger, tx, now, settings, at);
        } else if (counted && answered && ballot.vote === agreeingVote(now.status)) {
          // A vote that arrived after the clip was decided still agrees (or not) with its outcome.
          await payThisVote();
        }
        return reviews;
      }),
    );
    return { recordingId, vote: ballot.vote, totalReviews };
  }

  return { castVote };
}

export type VoteService = ReturnType<typeof createVoteService>;
