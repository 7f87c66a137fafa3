import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage } from '@/lib/api';
import { readAccessToken } from '@/lib/session-storage';
import { fetchProfile, type ProfileUser } from '../api/profile-api';
import { PROFILE_TEXT } from './messages';

export type ProfileState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; user: ProfileUser };

// SPEC §4 profile: loading, error (with Retry), loaded.
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const load = async (): Promise<ProfileState> => {
      if (!readAccessToken()) return { kind: 'error', message: PROFILE_TEXT.noToken };
      try {
        return { kind: 'loaded', user: await fetchProfile() };
      } catch (error) {
        return { kind: 'error', message: apiErrorMessage(error, PROFILE_TEXT.loadFailed) };
      }
    };
    void load().then((next) => {
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replaceUser = useCallback((user: ProfileUser) => setState({ kind: 'loaded', user }), []);

  return { state, retry, replaceUser };
}
