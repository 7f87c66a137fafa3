import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryClient } from '@/lib/query-client';
import { fetchConsentOverview, type ConsentOverview } from '../api/consent-api';

export type ConsentLoad =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; overview: ConsentOverview };

/** The consent in force and its history, reloaded after each change so both come from the server. */
export function useConsent() {
  const query = useQuery(
    { queryKey: ['profile', 'consent'], queryFn: ({ signal }) => fetchConsentOverview(signal) },
    queryClient,
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  let load: ConsentLoad = { kind: 'loading' };
  if (query.isError && !query.isFetching) load = { kind: 'error' };
  else if (query.data && !query.isError) load = { kind: 'loaded', overview: query.data };
  return { load, reload };
}
