import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_MESSAGES } from '@dhvani/contract/admin';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { isAccessDenied } from '../api/admin-api';
import { adminErrorText, adminText } from '../lib/admin-text';

export type Resource<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; data: T };

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

/**
 * Loads one piece of admin data, again when `key` changes or `reload()` is called. Failures other than
 * access denied show the server's message or 'Failed to load admin data'.
 */
export function useAdminResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onDenied: () => void,
) {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => setResource({ state: 'loaded', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isAccessDenied(error)) return onDenied();
        setResource({ state: 'error', message: adminErrorText(error, ADMIN_MESSAGES.loadFailed) });
      });
    return () => controller.abort();
    // `load` is a new function every render; `key` says when what it loads has changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { resource, reload };
}
