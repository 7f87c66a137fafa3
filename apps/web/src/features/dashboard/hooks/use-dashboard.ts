import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@/i18n/error-text';
import { translator } from '@/i18n/use-t';
import { loadableOf, type Loadable } from '@/lib/loadable';
import { queryClient } from '@/lib/query-client';
import { loadDashboard, type DashboardData } from '../api/dashboard-api';

export type DashboardLoad = Loadable<DashboardData>;

/** SPEC §4 dashboard states: loading, error (with Try Again), loaded. */
export function useDashboard(page: number) {
  const query = useQuery(
    {
      queryKey: ['dashboard', page],
      queryFn: ({ signal }) => loadDashboard(page, signal),
      // The next page of recordings replaces the one on screen when it arrives, without a loading flash.
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  return {
    load: loadableOf(query, (error) => apiErrorText(error, translator('dashboard')('loadFailed'))),
    retry: () => void query.refetch(),
    /** Loads the page again while it stays on screen (after a recording was deleted). */
    reload: () => void query.refetch(),
  };
}
