import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { translator } from '@/i18n/use-t';
import { queryClient } from '@/lib/query-client';
import { readAccessToken } from '@/lib/session-storage';
import { fetchProfile, type ProfileUser } from '../api/profile-api';
import { profileError } from './messages';

export type ProfileState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; user: ProfileUser };

const PROFILE_KEY = ['profile'] as const;

/** SPEC §8: with no token there is nothing to ask the server; the page says to sign in again. */
class NoTokenError extends Error {}

// SPEC §4 profile: loading, error (with Retry), loaded.
export function useProfile() {
  const query = useQuery(
    {
      queryKey: PROFILE_KEY,
      queryFn: ({ signal }) =>
        readAccessToken() ? fetchProfile(signal) : Promise.reject(new NoTokenError()),
    },
    queryClient,
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const replaceUser = useCallback((user: ProfileUser) => queryClient.setQueryData(PROFILE_KEY, user), []);

  const t = translator('profile');
  let state: ProfileState = { kind: 'loading' };
  if (query.isError && !query.isFetching) {
    const error = query.error;
    state = {
      kind: 'error',
      message: error instanceof NoTokenError ? t('noToken') : profileError(error, t('loadFailed')),
    };
  } else if (query.data && !query.isError) {
    state = { kind: 'loaded', user: query.data };
  }
  return { state, retry, replaceUser };
}
