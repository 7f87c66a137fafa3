// Step 3's reading text: asked for as soon as domain and language are both set, and again on
// Regenerate. A failed or unusable answer becomes SPEC §5's fallback sentence plus SPEC §8's toast.
import { useCallback, useEffect, type Dispatch } from 'react';
import { notify } from '@/lib/toast';
import { generateTranscript } from '../api/recording-api';
import { choiceKey, type FlowAction, type FlowState } from '../model/flow';
import { recordingText } from '../model/messages';
import { chooseTranscript } from '../model/transcript';

export function useTranscript(state: FlowState, dispatch: Dispatch<FlowAction>): { regenerate: () => void } {
  const { step, language, domain, transcriptFor } = state;

  const generate = useCallback(() => {
    if (!language || !domain) return;
    const key = choiceKey(language, domain);
    dispatch({ type: 'generating', for: key });
    generateTranscript({ language, domain })
      .catch(() => null)
      .then((generated) => {
        const chosen = chooseTranscript(generated, domain, language);
        if (chosen.usedFallback) notify.error(recordingText('paragraphFailed'));
        dispatch({ type: 'transcript', for: key, text: chosen.text });
      });
  }, [dispatch, language, domain]);

  // transcriptFor is set when a request starts, so this asks once per choice, not once per render.
  const needsText =
    step === 3 && language !== '' && domain !== '' && transcriptFor !== choiceKey(language, domain);
  useEffect(() => {
    if (needsText) generate();
  }, [needsText, generate]);

  return { regenerate: generate };
}
