import type { GuardianChild } from '@dhvani/contract/guardian';
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { EmptyState, ErrorState } from '@/components/ui/data-states';
import { LoadingState, SkeletonLines } from '@/components/ui/skeleton';
import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { queryClient } from '@/lib/query-client';
import { notify } from '@/lib/toast';
import { changeGuardianConsent, fetchGuardianChildren } from '../api/guardian-api';
import { GuardianChildRow } from './guardian-child-row';

const expired = (error: unknown) => isAxiosError(error) && error.response?.status === 401;

// After the code (issue 23): the accounts this phone agreed to, each with Withdraw or Give consent again. A
// token that expired (15 minutes) sends the guardian back to the code, with the reason.
export function GuardianChildren({ token, onExpired }: { token: string; onExpired: () => void }) {
  const t = useT('auth');
  const [busy, setBusy] = useState(false);
  const query = useQuery(
    {
      queryKey: ['guardian', 'children', token],
      queryFn: () => fetchGuardianChildren(token),
      retry: false,
    },
    queryClient,
  );

  const fail = (error: unknown, fallback: string) => {
    notify.error(apiErrorText(error, fallback));
    if (expired(error)) onExpired();
  };
  const loadError = query.isError ? query.error : null;
  useEffect(() => {
    if (expired(loadError)) {
      notify.error(apiErrorText(loadError, ''));
      onExpired();
    }
  }, [loadError, onExpired]);

  const change = async (child: GuardianChild, what: 'withdraw' | 'give') => {
    setBusy(true);
    try {
      const changed = await changeGuardianConsent(token, child._id, what);
      queryClient.setQueryData<GuardianChild[]>(['guardian', 'children', token], (list) =>
        list?.map((c) => (c._id === changed._id ? changed : c)),
      );
      notify.success(what === 'withdraw' ? t('guardianPage.withdrawn') : t('guardianPage.given'));
      return true;
    } catch (error) {
      fail(error, t('guardianPage.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="guardian-children-title" className="flex flex-col gap-3">
      <h2 id="guardian-children-title" className="text-xl font-semibold text-midnight-green">
        {t('guardianPage.listTitle')}
      </h2>
      {query.isPending ? (
        <LoadingState label={t('guardianPage.loading')}>
          <SkeletonLines lines={3} />
        </LoadingState>
      ) : query.isError ? (
        <ErrorState
          message={t('guardianPage.loadFailed')}
          retryLabel={t('guardianPage.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState>{t('guardianPage.none')}</EmptyState>
      ) : (
        <ul aria-labelledby="guardian-children-title" className="divide-y divide-cadet-gray/30">
          {query.data.map((child) => (
            <GuardianChildRow
              key={child._id}
              child={child}
              busy={busy}
              onChange={(what) => change(child, what)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
