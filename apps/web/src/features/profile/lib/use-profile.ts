import { translator } from '@/i18n/use-t';
import { useCallback, useEffect, useState } from 'react';
import { readAccessToken } from '@/lib/session-storage';
import { fetchProfile, type ProfileUser } from '../api/profile-api';
import { profileError } from './messages';

export type ProfileState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; user: ProfileUser };

// SPEC §4 profile: loading, error (with Retry), loaded.
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const load = async (): Promise<ProfileState> => {
      const t = translator('profile');
      if (!readAccessToken()) return { kind: 'error', message: t('noToken') };
      try {
        return { kind: 'loaded', user: await fetchProfile() };
      } catch (error) {
        return { kind: 'error', message: profileError(error, t('loadFailed')) };
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
