// The Listen page's calls (issue 21): the summary once, the next clip whenever one is due, and the votes. The
// summary and the clips are queries (docs/decisions/0023-data-loading.md); what may happen when is the
// reducer's (model/session.ts).
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useCallback, useReducer, useRef } from 'react';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { REVIEW_MESSAGES, type VoteReason } from '@dhvani/contract/reviews';
import { apiErrorText } from '@/i18n/error-text';
import { translator } from '@/i18n/use-t';
import { queryClient } from '@/lib/query-client';
import { notify } from '@/lib/toast';
import { castVote, fetchNextClip, fetchReviewSummary } from '../api/review-api';
import { firstLanguage, initialSession, sessionReducer, sessionView } from '../model/session';

const TABLES = { review: REVIEW_MESSAGES };
const loadFailed = (error: unknown) => apiErrorText(error, translator('review')('loadFailed'), TABLES);

export function useReviewSession() {
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  const summary = useQuery(
    { queryKey: ['review', 'summary'], queryFn: ({ signal }) => fetchReviewSummary(signal) },
    queryClient,
  );
  const language = state.chosen ?? (summary.data ? firstLanguage(summary.data.languages) : null);
  const clip = useQuery(
    {
      // A round is one clip: asked once, never again from the cache (another reviewer may have it by now).
      queryKey: ['review', 'next', language, state.round],
      queryFn: async ({ signal }) => {
        const next = await fetchNextClip(language!, signal);
        if (!next) dispatch({ type: 'emptied', language: language! });
        return next;
      },
      enabled: language !== null,
      gcTime: 0,
    },
    queryClient,
  );
  const failed = summary.error ?? clip.error;
  const view = sessionView(state, {
    summary: summary.data,
    clip: clip.isFetching ? undefined : clip.data,
    error: failed && !summary.isFetching && !clip.isFetching ? loadFailed(failed) : null,
  });

  // The vote reads the page of the moment: a key pressed twice quickly must not answer twice.
  const current = useRef(view);
  current.current = view;

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
    state: view,
    dispatch,
    vote,
    chooseLanguage: (next: RecordingLanguage) => dispatch({ type: 'language', language: next }),
    retry: () => {
      if (summary.isError) void summary.refetch();
      if (clip.isError) void clip.refetch();
    },
  };
}
