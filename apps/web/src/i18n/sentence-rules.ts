// The sentence rules' words (issue 32): why a sentence cannot be added, in the reader's language, wherever a
// reason code appears (the proposal form, the admin's import report). The codes are the contract's.
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { SENTENCE_WORD_BOUNDS, type SentenceRejection } from '@dhvani/contract/sentences';
import { useT } from './use-t';

export function useSentenceRuleText() {
  const t = useT('common');
  return (reason: SentenceRejection, language?: RecordingLanguage) => {
    const bounds = SENTENCE_WORD_BOUNDS[language ?? 'English'];
    return t(`sentenceRule.${reason}`, { min: bounds.min, max: bounds.max });
  };
}
