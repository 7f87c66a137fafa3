import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_MESSAGES } from '@dhvani/contract/admin';
import { loadableOf, type Loadable } from '@/lib/loadable';
import { paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { notify } from '@/lib/toast';
import { isAccessDenied } from '../api/admin-api';
import { adminErrorText, adminText } from '../lib/admin-text';

export type Resource<T> = Loadable<T>;

/**
 * SPEC §6: a 401 or 403 while loading admin data shows 'Access denied. Admin privileges required.' and
 * goes to sign-in. The page loads several things at once; this makes it happen once, not once per call.
 */
export function useAccessDenied(): () => void {
  const navigate = useNavigate();
  const fired = useRef(false);
  return useCallback(() => {
    if (fired.current) return;
    fired.current = true;
    notify.error(adminText(ADMIN_MESSAGES.accessDenied));
    void navigate(paths.signIn, { replace: true });
  }, [navigate]);
}

/** How often data that is still changing on the server (a release being built) is asked for again. */
const POLL_MS = 2000;

interface ResourceOptions<T> {
  /** Shown when the server gives no message; 'Failed to load admin data' if not set. */
  failText?: string;
  /** Asks again every 2 s while this holds of the data on screen. */
  pollWhile?: (data: T) => boolean;
}

/**
 * Loads one piece of admin data, again when `key` changes or `reload()` is called. Failures other than
 * access denied show the server's message or `failText`.
 */
export function useAdminResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onDenied: () => void,
  options: ResourceOptions<T> = {},
) {
  const { failText = ADMIN_MESSAGES.loadFailed, pollWhile } = options;
  const query = useQuery(
    {
      queryKey: ['admin', key],
      queryFn: ({ signal }) => load(signal),
      // A new filter or page replaces the rows on screen when it arrives, without a loading flash.
      placeholderData: keepPreviousData,
      refetchInterval: (q) =>
        pollWhile && q.state.data !== undefined && pollWhile(q.state.data) ? POLL_MS : false,
    },
    queryClient,
  );
  const denied = query.isError && isAccessDenied(query.error);
  useEffect(() => {
    if (denied) onDenied();
  }, [denied, onDenied]);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const resource: Resource<T> = denied
    ? { state: 'loading' }
    : loadableOf(query, (error) => adminErrorText(error, failText));
  return { resource, reload };
}
