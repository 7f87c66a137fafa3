// The proposal form (issue 32): what the contributor typed, checked with the same rules the server applies
// (contract sentences.ts), so a sentence that breaks one is answered at once with the rule, in their language.
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import type { ProposeSentenceBody } from '@dhvani/contract/sentence-community';
import { checkSentence, type SentenceRejection } from '@dhvani/contract/sentences';

export interface ProposalForm {
  language: RecordingLanguage;
  domain: Domain | '';
  sentence: string;
  /** 'own': the contributor's own words; 'source': taken from `source`. */
  origin: 'own' | 'source';
  source: string;
  publicDomain: boolean;
}

export type ProposalProblem =
  | { field: 'domain' }
  | { field: 'sentence'; reason: SentenceRejection }
  | { field: 'source' }
  | { field: 'publicDomain' };

export const emptyProposal = (language: RecordingLanguage): ProposalForm => ({
  language,
  domain: '',
  sentence: '',
  origin: 'own',
  source: '',
  publicDomain: false,
});

/** The first problem of the form, in the order the fields appear, or the body to send. */
export function checkProposal(form: ProposalForm): ProposalProblem | ProposeSentenceBody {
  if (!form.domain) return { field: 'domain' };
  const check = checkSentence(form.sentence, form.language);
  if (!check.ok) return { field: 'sentence', reason: check.reason };
  if (form.origin === 'source' && form.source.trim() === '') return { field: 'source' };
  if (!form.publicDomain) return { field: 'publicDomain' };
  return {
    language: form.language,
    domain: form.domain,
    sentence: check.text,
    source: form.origin === 'own' ? null : form.source.trim(),
    publicDomain: true,
  };
}

export const isProblem = (x: ProposalProblem | ProposeSentenceBody): x is ProposalProblem => 'field' in x;
