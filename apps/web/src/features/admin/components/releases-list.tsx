// Releases, newest first: state, progress while it builds, its counts once done, why it failed, and Download.
import { useState } from 'react';
import type { Release } from '@dhvani/contract/releases';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/data-states';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { downloadRelease } from '../api/releases-api';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function elapsedSeconds(r: Release, now: number): number {
  if (!r.startedAt) return 0;
  const end = r.finishedAt ? Date.parse(r.finishedAt) : now;
  return Math.max(0, (end - Date.parse(r.startedAt)) / 1000);
}

function ReleaseRow({ release: r }: { release: Release }) {
  const t = useT('admin');
  const fmt = useFormat();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mb = (bytes: number) => fmt.decimal(bytes / 1_000_000, 1);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveBlob(await downloadRelease(r._id), `${r.name}.tar`);
    } catch {
      setError(t('releases.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={cn(cardVariants({ padding: 'sm' }), 'flex flex-col gap-2')} aria-label={r.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm break-all text-ink">{r.name}</span>
        <span className="rounded-full bg-mist px-3 py-1 text-sm font-medium text-ink">
          {t(`releases.status.${r.status}`)}
        </span>
      </div>
      <p className="text-sm text-ink-muted">{fmt.dateTime(r.createdAt)}</p>
      {r.progress && (r.status === 'running' || r.status === 'queued') ? (
        <p role="status" className="text-sm text-ink">
          {t('releases.progress', {
            done: fmt.number(r.progress.clipsDone),
            total: fmt.number(r.progress.clipsTotal),
            mb: mb(r.progress.bytes),
            elapsed: fmt.duration(elapsedSeconds(r, Date.now())),
          })}
        </p>
      ) : null}
      {r.status === 'done' && r.report ? (
        <p className="text-sm text-ink">
          {t('releases.counts', {
            clips: fmt.number(r.report.clips),
            hours: fmt.decimal(r.report.hours, 2),
            speakers: fmt.number(r.report.speakers),
            mb: mb(r.sizeBytes ?? r.report.bytes),
            elapsed: fmt.duration(elapsedSeconds(r, Date.now())),
          })}
        </p>
      ) : null}
      {r.error ? <p className="text-sm text-danger-strong">{r.error}</p> : null}
      {r.status === 'done' ? (
        <div>
          <Button size="sm" onClick={download} disabled={busy}>
            {busy ? t('releases.downloading') : t('releases.download')}
          </Button>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-danger-strong">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function ReleasesList({ releases }: { releases: Release[] }) {
  const t = useT('admin');
  if (releases.length === 0) return <EmptyState>{t('releases.none')}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('releases.listHeading')}>
      {releases.map((r) => (
        <ReleaseRow key={r._id} release={r} />
      ))}
    </ul>
  );
}
