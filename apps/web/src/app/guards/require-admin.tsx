import { useQuery } from '@tanstack/react-query';
import { currentUserSchema } from '@dhvani/contract/users';
import { isAxiosError } from 'axios';
import { Outlet, useLocation } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Navigate } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { getData } from '@/lib/api-replies';
import { paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { readAccessToken } from '@/lib/session-storage';
import type { SignInRedirectState } from '@/lib/sign-in-redirect';

type AdminCheck = 'checking' | 'admin' | 'not-admin' | 'signed-out';

/** The one field the guard reads, checked against the contract's current user. */
const roleSchema = currentUserSchema.pick({ role: true });

// SPEC §2/§6: asks the server who the user is; only role 'admin' passes. A failed check counts as
// not admin (to /dashboard), except a 401, which means the session is gone (to sign-in).
export function RequireAdmin() {
  const location = useLocation();
  const t = useT('common');
  const hasToken = readAccessToken() !== null;
  const query = useQuery(
    {
      queryKey: ['session', 'admin-check'],
      queryFn: ({ signal }) => getData('/users/current', roleSchema, { signal }),
      enabled: hasToken,
      // Every visit asks the server again: no verdict outlives the guard.
      gcTime: 0,
    },
    queryClient,
  );
  const signedOut = isAxiosError(query.error) && query.error.response?.status === 401;
  const check: AdminCheck = !hasToken
    ? 'signed-out'
    : query.isError
      ? signedOut
        ? 'signed-out'
        : 'not-admin'
      : query.data
        ? query.data.role === 'admin'
          ? 'admin'
          : 'not-admin'
        : 'checking';

  if (check === 'signed-out') {
    const state: SignInRedirectState = { from: location };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  if (check === 'not-admin') return <Navigate to={paths.dashboard} replace />;
  if (check === 'admin') return <Outlet />;
  return (
    <PageContainer>
      <p role="status" className="text-lg text-ink-muted">
        {t('guard.verifyingAdmin')}
      </p>
    </PageContainer>
  );
}
