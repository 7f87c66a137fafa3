// How often the read-check agreed with reviewers' votes, per language (issue 35): its calibration on real
// speech, as votes arrive. Decision 0043 measured it on synthetic speech only; this is where it is measured
// on people, so an admin can tell a language whose check rejects good readings or lets wrong texts through.
import { RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import type { ReadCheckAgreement, ReadCheckState } from '@dhvani/contract/read-check';
import type { Db } from '../../db/database.js';
import { verdictsByReview, type Heard, type VerdictCount } from './read-check-repository.js';

type LanguageAgreement = ReadCheckAgreement['languages'][number];

/** One language's 2×2 (the check's verdict × the reviewers' decision), its agreement and what still waits. */
function agreementOf(language: LanguageAgreement['language'], rows: VerdictCount[]): LanguageAgreement {
  const clips = (heard: Heard | null, status: VerdictCount['status']) =>
    rows
      .filter((r) => r.language === language && r.status === status && (heard === null || r.heard === heard))
      .reduce((sum, r) => sum + r.clips, 0);
  const saysText = { validated: clips('says-text', 'validated'), rejected: clips('says-text', 'rejected') };
  const mismatch = { validated: clips('mismatch', 'validated'), rejected: clips('mismatch', 'rejected') };
  const decided = saysText.validated + saysText.rejected + mismatch.validated + mismatch.rejected;
  const agreed = saysText.validated + mismatch.rejected;
  return {
    language,
    saysText,
    mismatch,
    decided,
    agreement: decided > 0 ? Math.round((agreed / decided) * 1000) / 1000 : null,
    waiting: clips(null, 'pending'),
  };
}

/**
 * Every recording language, in the contract's order, with zeros where nothing has been checked; and whether
 * the check runs here now, so that an admin reading low numbers knows when new clips are not being checked.
 */
export async function readCheckAgreement(
  db: Db,
  state: () => Promise<ReadCheckState>,
): Promise<ReadCheckAgreement> {
  const [rows, now] = await Promise.all([verdictsByReview(db), state()]);
  return { state: now, languages: RECORDING_LANGUAGES.map((language) => agreementOf(language, rows)) };
}
