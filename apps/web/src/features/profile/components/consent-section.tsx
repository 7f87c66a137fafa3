import type { ConsentState } from '@dhvani/contract/consents';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/data-states';
import { LoadingState, Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { useFormat } from '@/i18n/format';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { giveConsentAgain, withdrawConsent } from '../api/consent-api';
import { useConsent } from '../lib/use-consent';
import { profileError } from '../lib/messages';
import { ConsentHistory } from './consent-history';
import { ProfileCard } from './profile-card';

const linkClass = 'font-medium text-midnight-green underline underline-offset-4';

/** What the consent on record means for the person now. */
function ConsentStatus({ state }: { state: ConsentState }) {
  const t = useT('profile');
  const format = useFormat();
  let text: string;
  // Under 18, a withdrawal by the parent or guardian (issue 23) stands until they give their consent again.
  const guardianWithdrawnAt = state.guardian?.withdrawnAt;
  if (guardianWithdrawnAt)
    text = t('consent.withdrawnByGuardian', { date: format.longDate(guardianWithdrawnAt) });
  else if (!state.version || !state.givenAt) text = t('consent.never');
  else if (state.withdrawnAt) text = t('consent.withdrawn', { date: format.longDate(state.withdrawnAt) });
  // Issue 33: a notice version reads as the day it took effect, in the person's language.
  else if (!state.active) text = t('consent.outdated', { version: format.noticeVersion(state.version) });
  else
    text = t('consent.active', {
      version: format.noticeVersion(state.version),
      date: format.longDate(state.givenAt),
    });
  return (
    <>
      <p data-testid="consent-status" className="text-ink">
        {text}
      </p>
      {state.guardian ? (
        // Under 18 (issue 23): the parent's consent the account was opened with stays on record beside theirs.
        <p data-testid="guardian-consent" className="mt-2 text-sm text-ink-muted">
          {t('consent.guardian', {
            phone: state.guardian.phone,
            version: format.noticeVersion(state.guardian.version),
            date: format.longDate(state.guardian.consentedAt),
          })}
        </p>
      ) : null}
    </>
  );
}

// Issue 23: the consent in force, its history, Withdraw, and agreeing again in one click (DPDP: withdrawing
// must be as easy as giving consent).
export function ConsentSection() {
  const t = useT('profile');
  const { load, reload } = useConsent();
  const [busy, setBusy] = useState(false);

  const act = async (change: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await change();
      notify.success(done);
      reload();
    } catch (error) {
      notify.error(profileError(error, t('consent.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileCard id="consent" title={t('consent.title')} description={t('consent.description')}>
      <p className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Link to={paths.privacy} className={linkClass}>
          {t('consent.privacy')}
        </Link>
        <Link to={paths.terms} className={linkClass}>
          {t('consent.terms')}
        </Link>
      </p>
      {load.kind === 'loading' ? (
        <LoadingState label={t('consent.loading')} className="flex flex-col gap-4">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-10 w-40" />
          <SkeletonLines lines={2} />
        </LoadingState>
      ) : null}
      {load.kind === 'error' ? (
        <ErrorState message={t('consent.loadFailed')} retryLabel={t('retry')} onRetry={reload} />
      ) : null}
      {load.kind === 'loaded' ? (
        <>
          <ConsentStatus state={load.overview.state} />
          <div className="mt-4 flex flex-col items-start gap-2">
            {load.overview.state.guardian?.withdrawnAt ? null : load.overview.state.active ? (
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => act(withdrawConsent, t('consent.withdrawnToast'))}
              >
                {busy ? t('consent.saving') : t('consent.withdraw')}
              </Button>
            ) : (
              <>
                <p className="text-sm text-ink-muted">{t('consent.giveExplain')}</p>
                <Button disabled={busy} onClick={() => act(giveConsentAgain, t('consent.givenToast'))}>
                  {busy ? t('consent.saving') : t('consent.give')}
                </Button>
              </>
            )}
          </div>
          <ConsentHistory events={load.overview.history} />
        </>
      ) : null}
    </ProfileCard>
  );
}
