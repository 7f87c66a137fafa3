import type { ApiSuccess } from '@dhvani/contract/envelope';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Navigate } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { api } from '@/lib/api';
import { paths } from '@/lib/paths';
import { readAccessToken, type SessionUser } from '@/lib/session-storage';
import type { SignInRedirectState } from '@/lib/sign-in-redirect';

type AdminCheck = 'checking' | 'admin' | 'not-admin' | 'signed-out';

// SPEC §2/§6: asks the server who the user is; only role 'admin' passes. A failed check counts as
// not admin (to /dashboard), except a 401, which means the session is gone (to sign-in).
export function RequireAdmin() {
  const location = useLocation();
  const t = useT('common');
  const hasToken = readAccessToken() !== null;
  const [check, setCheck] = useState<AdminCheck>(hasToken ? 'checking' : 'signed-out');

  useEffect(() => {
    if (!hasToken) return;
    const controller = new AbortController();
    api
      .get<ApiSuccess<SessionUser>>('/users/current', { signal: controller.signal })
      .then((response) => setCheck(response.data.data?.role === 'admin' ? 'admin' : 'not-admin'))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setCheck(isAxiosError(error) && error.response?.status === 401 ? 'signed-out' : 'not-admin');
      });
    return () => controller.abort();
  }, [hasToken]);

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
