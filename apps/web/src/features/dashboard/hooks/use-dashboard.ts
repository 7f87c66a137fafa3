import { useEffect, useState } from 'react';
import { apiErrorText } from '@/i18n/error-text';
import { translator } from '@/i18n/use-t';
import { loadDashboard, type DashboardData } from '../api/dashboard-api';

export type DashboardLoad =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; data: DashboardData };

/** SPEC §4 dashboard states: loading, error (with Try Again), loaded. */
export function useDashboard(page: number) {
  const [load, setLoad] = useState<DashboardLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => (current.state === 'loaded' ? current : { state: 'loading' }));
    loadDashboard(page, controller.signal)
      .then((data) => setLoad({ state: 'loaded', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'error', message: apiErrorText(error, translator('dashboard')('loadFailed')) });
      });
    return () => controller.abort();
  }, [page, attempt]);

  return {
    load,
    retry: () => {
      setLoad({ state: 'loading' });
      setAttempt((n) => n + 1);
    },
    /** Loads the page again while it stays on screen (after a recording was deleted). */
    reload: () => setAttempt((n) => n + 1),
  };
}
