// The reading text: asked for on step 3 as soon as domain and language are both set, and again on Regenerate;
// on step 4 when the next sentence was asked for on the Thank You step (issue 32). The server issues it with
// an id (POST /reading-texts) that the upload carries. A failed or unusable answer becomes SPEC §5's fallback
// sentence (with no id) plus SPEC §8's toast.
import { useCallback, useEffect, type Dispatch } from 'react';
import { notify } from '@/lib/toast';
import { fetchReadingText } from '../api/reading-text';
import { choiceKey, type FlowAction, type FlowState } from '../model/flow';
import { recordingText } from '../model/messages';
import { chooseTranscript } from '../model/transcript';

export function useTranscript(state: FlowState, dispatch: Dispatch<FlowAction>): { regenerate: () => void } {
  const { step, language, domain, transcriptFor } = state;

  const generate = useCallback(() => {
    if (!language || !domain) return;
    const key = choiceKey(language, domain);
    dispatch({ type: 'generating', for: key });
    fetchReadingText({ language, domain })
      .catch(() => null)
      .then((issued) => {
        const chosen = chooseTranscript(issued?.text ?? null, domain, language);
        if (chosen.usedFallback) notify.error(recordingText('paragraphFailed'));
        const id = chosen.usedFallback ? null : (issued?.id ?? null);
        dispatch({ type: 'transcript', for: key, text: chosen.text, id });
      });
  }, [dispatch, language, domain]);

  // transcriptFor is set when a request starts, so this asks once per choice, not once per render.
  const needsText =
    (step === 3 || step === 4) &&
    language !== '' &&
    domain !== '' &&
    transcriptFor !== choiceKey(language, domain);
  useEffect(() => {
    if (needsText) generate();
  }, [needsText, generate]);

  return { regenerate: generate };
}
