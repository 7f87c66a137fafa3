// The Listen page's side effects (issue 21): the summary once, the next clip whenever one is due, and the
// votes. The rules of what may happen when are the reducer's (model/session.ts).
import { isAxiosError } from 'axios';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { REVIEW_MESSAGES, type VoteReason } from '@dhvani/contract/reviews';
import { apiErrorText } from '@/i18n/error-text';
import { translator } from '@/i18n/use-t';
import { notify } from '@/lib/toast';
import { castVote, fetchNextClip, fetchReviewSummary } from '../api/review-api';
import { initialSession, sessionReducer } from '../model/session';

const TABLES = { review: REVIEW_MESSAGES };

export function useReviewSession() {
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const { language } = state;
  const due = state.clip.kind === 'loading';

  useEffect(() => {
    const controller = new AbortController();
    fetchReviewSummary(controller.signal)
      .then((summary) => dispatch({ type: 'summary', summary }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({
          type: 'clipFailed',
          message: apiErrorText(error, translator('review')('loadFailed'), TABLES),
        });
      });
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => {
    if (!due || !language) return;
    const controller = new AbortController();
    fetchNextClip(language, controller.signal)
      .then((clip) => dispatch({ type: 'clip', clip }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({
          type: 'clipFailed',
          message: apiErrorText(error, translator('review')('loadFailed'), TABLES),
        });
      });
    return () => controller.abort();
  }, [due, language, attempt]);

  // The vote reads the state of the moment: a key pressed twice quickly must not answer twice.
  const current = useRef(state);
  current.current = state;

  const vote = useCallback(async (kind: 'up' | 'down' | 'skip', reason?: VoteReason) => {
    const now = current.current;
    if (now.clip.kind !== 'ready' || now.sending) return;
    if (kind !== 'skip' && !now.heard) return;
    current.current = { ...now, sending: true };
    dispatch({ type: 'sending' });
    try {
      const result = await castVote(now.clip.clip._id, reason ? { vote: kind, reason } : { vote: kind });
      dispatch({ type: 'voted', vote: kind, totalReviews: result.totalReviews });
    } catch (error) {
      const status = isAxiosError(error) ? error.response?.status : undefined;
      notify.error(apiErrorText(error, translator('review')('voteFailed'), TABLES));
      // The clip was decided or deleted meanwhile, or already answered: move on to another one.
      if (status === 404 || status === 409) {
        dispatch({ type: 'voted', vote: 'skip', totalReviews: now.totalReviews });
      } else dispatch({ type: 'voteFailed' });
    }
  }, []);

  return {
    state,
    dispatch,
    vote,
    chooseLanguage: (next: RecordingLanguage) => dispatch({ type: 'language', language: next }),
    retry: () => {
      dispatch({ type: 'reload' });
      retry();
    },
  };
}
