// Admin tab: dataset releases (issue 22). The filters show what they select (clips, hours, speakers, and what
// is left out and why) before anything starts; Start release queues the build job; the list follows it
// (asked again every 2 s while one is queued or running) and downloads the finished archive.
import { useEffect, useState } from 'react';
import type { Release, ReleasePreview } from '@dhvani/contract/releases';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { fetchReleases, previewRelease, startRelease } from '../api/releases-api';
import { adminErrorText } from '../lib/admin-text';
import { EMPTY_RELEASE_FORM, releaseBody, type ReleaseForm } from '../model/release-form';
import { ReleaseFiltersForm } from './release-filters-form';
import { ReleasesList } from './releases-list';

const POLL_MS = 2000;

type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; data: T };

type PreviewState = Loaded<ReleasePreview> | { state: 'no-language' };

function usePreview(form: ReleaseForm): PreviewState {
  const [preview, setPreview] = useState<PreviewState>({ state: 'no-language' });
  const t = useT('admin');
  const key = JSON.stringify(releaseBody(form));
  useEffect(() => {
    const body = JSON.parse(key) as ReturnType<typeof releaseBody>;
    if (!body) {
      setPreview({ state: 'no-language' });
      return;
    }
    const controller = new AbortController();
    setPreview({ state: 'loading' });
    previewRelease(body, controller.signal).then(
      (data) => setPreview({ state: 'loaded', data }),
      (err: unknown) => {
        if (!controller.signal.aborted)
          setPreview({ state: 'error', message: adminErrorText(err, t('releases.previewFailed')) });
      },
    );
    return () => controller.abort();
  }, [key, t]);
  return preview;
}

function useReleases(): { list: Loaded<Release[]>; reload: () => void } {
  const [list, setList] = useState<Loaded<Release[]>>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const t = useT('admin');
  useEffect(() => {
    const controller = new AbortController();
    fetchReleases(controller.signal).then(
      (data) => setList({ state: 'loaded', data }),
      (err: unknown) => {
        if (!controller.signal.aborted)
          setList({ state: 'error', message: adminErrorText(err, t('releases.loadFailed')) });
      },
    );
    return () => controller.abort();
  }, [tick, t]);
  const busy =
    list.state === 'loaded' && list.data.some((r) => r.status === 'queued' || r.status === 'running');
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [busy, list]);
  return { list, reload: () => setTick((n) => n + 1) };
}

export function ReleasesPanel() {
  const t = useT('admin');
  const fmt = useFormat();
  const [form, setForm] = useState<ReleaseForm>(EMPTY_RELEASE_FORM);
  const preview = usePreview(form);
  const { list, reload } = useReleases();
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
  const empty = preview.state === 'loaded' && preview.data.clips === 0;

  return (
    <section aria-labelledby="releases-title" className="flex flex-col gap-6">
      <h2 id="releases-title" className="text-xl font-bold text-midnight-green">
        {t('releases.heading')}
      </h2>
      <p className="text-ink-muted">{t('releases.intro')}</p>
      <ReleaseFiltersForm form={form} onChange={setForm} />
      <div aria-live="polite" className="rounded-xl bg-mist p-4 text-ink">
        {preview.state === 'no-language' ? (
          <p>{t('releases.chooseLanguage')}</p>
        ) : preview.state === 'loading' ? (
          <p>{t('releases.previewLoading')}</p>
        ) : preview.state === 'error' ? (
          <p className="text-danger-strong">{preview.message}</p>
        ) : (
          <>
            <p className="font-medium" data-testid="release-preview">
              {t('releases.selects', {
                clips: fmt.number(preview.data.clips),
                hours: fmt.decimal(preview.data.hours, 2),
                speakers: fmt.number(preview.data.speakers),
              })}
            </p>
            {Object.entries(preview.data.excluded).map(([reason, count]) => (
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
        <Button onClick={start} disabled={starting || preview.state !== 'loaded' || empty}>
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
        <p role="alert" className="text-danger-strong">
          {list.message}
        </p>
      ) : (
        <p role="status">{t('releases.loading')}</p>
      )}
    </section>
  );
}
