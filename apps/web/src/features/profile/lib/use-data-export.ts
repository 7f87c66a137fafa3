import type { DataExport } from '@dhvani/contract/privacy';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryClient } from '@/lib/query-client';
import { latestDataExport, requestDataExport } from '../api/data-export-api';

/** How often a running export is asked about. */
const POLL_MS = 2000;
const KEY = ['profile', 'data-export'] as const;

const preparing = (current: DataExport | null | undefined) =>
  current?.status === 'queued' || current?.status === 'running';

/** The person's newest export, followed while it is being prepared. */
export function useDataExport() {
  const query = useQuery(
    {
      queryKey: KEY,
      queryFn: ({ signal }) => latestDataExport(signal),
      refetchInterval: (q) => (preparing(q.state.data) ? POLL_MS : false),
    },
    queryClient,
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const request = useCallback(async () => {
    queryClient.setQueryData(KEY, await requestDataExport());
  }, []);
  return {
    current: query.data ?? null,
    loading: query.isPending,
    failed: query.isError && !query.isFetching,
    retry,
    request,
  };
}
