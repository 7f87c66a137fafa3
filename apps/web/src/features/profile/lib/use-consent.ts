import { useCallback, useEffect, useState } from 'react';
import { fetchConsentOverview, type ConsentOverview } from '../api/consent-api';

export type ConsentLoad =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; overview: ConsentOverview };

/** The consent in force and its history, reloaded after each change so both come from the server. */
export function useConsent() {
  const [load, setLoad] = useState<ConsentLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchConsentOverview().then(
      (overview) => !cancelled && setLoad({ kind: 'loaded', overview }),
      () => !cancelled && setLoad({ kind: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, reload };
}
