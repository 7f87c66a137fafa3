// The review rules as pure functions (docs/reviews.md): when counted votes decide a clip, and when a
// reviewer's agreement with known answers is too low for their votes to count.
import type { ReviewSettings, Vote } from '@dhvani/contract/reviews';

export type Outcome = 'validated' | 'rejected';

/**
 * Validated at ≥ minVotes counted votes with more up than down; rejected at ≥ minVotes with more down than
 * up, or at ≥ tieVotes tied. null: more votes are needed.
 */
export function decide(up: number, down: number, s: Pick<ReviewSettings, 'minVotes' | 'tieVotes'>) {
  const total = up + down;
  if (total >= s.minVotes && up > down) return 'validated' satisfies Outcome;
  if (total >= s.minVotes && down > up) return 'rejected' satisfies Outcome;
  if (total >= s.tieVotes && up === down) return 'rejected' satisfies Outcome;
  return null;
}

/** The vote that agrees with an outcome (or with a known answer: good is up, bad is down). */
export const agreeingVote = (outcome: Outcome | 'good' | 'bad'): Vote =>
  outcome === 'validated' || outcome === 'good' ? 'up' : 'down';

/**
 * A reviewer stops counting when, over their latest known-answer clips (the window), they have answered at
 * least `agreementMinAnswers` and agreed with fewer than `minAgreement` of them.
 */
export function isFlagged(
  answered: number,
  agreed: number,
  s: Pick<ReviewSettings, 'minAgreement' | 'agreementMinAnswers'>,
): boolean {
  return answered >= s.agreementMinAnswers && agreed < s.minAgreement * answered;
}
