// Admin tab: dataset releases (issue 22). The filters show what they select (clips, hours, speakers, and what
// is left out and why) before anything starts; Start release queues the build job; the list follows it
// (asked again every 2 s while one is queued or running) and downloads the finished archive.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Release, ReleasePreview } from '@dhvani/contract/releases';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/data-states';
import { CardListSkeleton, LoadingState, SkeletonLines } from '@/components/ui/skeleton';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { queryClient } from '@/lib/query-client';
import { fetchReleases, previewRelease, startRelease } from '../api/releases-api';
import { useAccessDenied, useAdminResource } from '../hooks/use-admin-resource';
import { adminErrorText } from '../lib/admin-text';
import { EMPTY_RELEASE_FORM, releaseBody, type ReleaseForm } from '../model/release-form';
import { ReleaseFiltersForm } from './release-filters-form';
import { ReleasesList } from './releases-list';

/** What the filters select, counted by the server each time they change (nothing until a language is chosen). */
function usePreview(form: ReleaseForm) {
  const body = releaseBody(form);
  const query = useQuery(
    {
      queryKey: ['admin', 'release-preview', body],
      queryFn: ({ signal }) => previewRelease(body!, signal),
      enabled: body !== null,
      // The last counts stay on screen while new filters are counted.
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  return { body, query };
}

const building = (releases: Release[]) =>
  releases.some((r) => r.status === 'queued' || r.status === 'running');

export function ReleasesPanel() {
  const t = useT('admin');
  const fmt = useFormat();
  const [form, setForm] = useState<ReleaseForm>(EMPTY_RELEASE_FORM);
  const { body: previewBody, query: preview } = usePreview(form);
  const denied = useAccessDenied();
  // Asked again every 2 s while a release is being built, so its progress shows.
  const { resource: list, reload } = useAdminResource('releases', fetchReleases, denied, {
    failText: t('releases.loadFailed'),
    pollWhile: building,
  });
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    const body = releaseBody(form);
    if (!body) return;
    setStarting(true);
    setError(null);
    try {
      await startRelease(body);
      reload();
    } catch (err) {
      setError(adminErrorText(err, t('releases.startFailed')));
    } finally {
      setStarting(false);
    }
  };
  const counts = previewBody && !preview.isError ? preview.data : undefined;
  const empty = counts?.clips === 0;

  return (
    <section aria-labelledby="releases-title" className="flex flex-col gap-6">
      <h2 id="releases-title" className="text-xl font-bold text-midnight-green">
        {t('releases.heading')}
      </h2>
      <p className="text-ink-muted">{t('releases.intro')}</p>
      <ReleaseFiltersForm form={form} onChange={setForm} />
      <div aria-live="polite" className="rounded-xl bg-mist p-4 text-ink">
        {!previewBody ? (
          <p>{t('releases.chooseLanguage')}</p>
        ) : preview.isError ? (
          <p className="text-danger-strong">{adminErrorText(preview.error, t('releases.previewFailed'))}</p>
        ) : !counts ? (
          <LoadingState label={t('releases.previewLoading')}>
            <SkeletonLines lines={2} />
          </LoadingState>
        ) : (
          <>
            <p className="font-medium" data-testid="release-preview">
              {t('releases.selects', {
                clips: fmt.number(counts.clips),
                hours: fmt.decimal(counts.hours, 2),
                speakers: fmt.number(counts.speakers),
              })}
            </p>
            {Object.entries(counts.excluded).map(([reason, count]) => (
              <p key={reason} className="text-sm text-ink-muted">
                {t(`releases.excluded.${reason as keyof ReleasePreview['excluded']}`, {
                  count: fmt.number(count),
                })}
              </p>
            ))}
            {empty ? <p className="text-sm text-danger-strong">{t('releases.empty')}</p> : null}
          </>
        )}
      </div>
      <div>
        <Button onClick={start} disabled={starting || !counts || preview.isPlaceholderData || empty}>
          {starting ? t('releases.starting') : t('releases.start')}
        </Button>
        {error ? (
          <p role="alert" className="mt-2 text-danger-strong">
            {error}
          </p>
        ) : null}
      </div>
      <h3 className="text-lg font-bold text-midnight-green">{t('releases.listHeading')}</h3>
      {list.state === 'loaded' ? (
        <ReleasesList releases={list.data} />
      ) : list.state === 'error' ? (
        <ErrorState message={list.message} retryLabel={t('tryAgain')} onRetry={reload} />
      ) : (
        <LoadingState label={t('releases.loading')}>
          <CardListSkeleton count={2} />
        </LoadingState>
      )}
    </section>
  );
}
