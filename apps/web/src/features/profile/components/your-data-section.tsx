import type { DataExport } from '@dhvani/contract/privacy';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/data-states';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/toast';
import { downloadDataExport } from '../api/data-export-api';
import { profileError } from '../lib/messages';
import { useDataExport } from '../lib/use-data-export';
import { ProfileCard } from './profile-card';

/** Saves a blob under its name, as a link to it would. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function ExportState({ current }: { current: DataExport }) {
  const t = useT('profile');
  const format = useFormat();
  const megabytes = ((current.sizeBytes ?? 0) / 1_000_000).toFixed(1);
  const text =
    current.status === 'ready'
      ? t('data.ready', { size: megabytes, date: format.longDate(current.expiresAt ?? undefined) })
      : current.status === 'failed'
        ? t('data.failed')
        : current.status === 'expired'
          ? t('data.expired')
          : current.progress && current.progress.total > 0
            ? t('data.progress', current.progress)
            : t('data.preparing');
  return (
    <p role="status" data-testid="data-export-status" className="text-ink">
      {text}
    </p>
  );
}

// Issue 23: the person's right to their data, in the product: one button, a background job with progress for
// large accounts, then a download.
export function YourDataSection() {
  const t = useT('profile');
  const { current, loading, failed, retry, request } = useDataExport();
  const [busy, setBusy] = useState(false);
  const pending = current?.status === 'queued' || current?.status === 'running';

  const ask = async () => {
    setBusy(true);
    try {
      await request();
    } catch (error) {
      notify.error(profileError(error, t('data.requestFailed')));
    } finally {
      setBusy(false);
    }
  };

  const download = async (id: string) => {
    setBusy(true);
    try {
      const file = await downloadDataExport(id);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notify.error(profileError(error, t('data.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileCard id="data" title={t('data.title')} description={t('data.description')}>
      {loading ? (
        <LoadingState label={t('data.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-10 w-44" />
        </LoadingState>
      ) : failed ? (
        <ErrorState message={t('data.loadFailed')} retryLabel={t('retry')} onRetry={retry} />
      ) : (
        <div className="flex flex-col items-start gap-3">
          {current ? <ExportState current={current} /> : null}
          {current?.status === 'ready' ? (
            <Button onClick={() => download(current._id)} disabled={busy}>
              <Download aria-hidden="true" />
              {t('data.download')}
            </Button>
          ) : (
            <Button variant="outline" onClick={ask} disabled={busy || pending}>
              {t('data.request')}
            </Button>
          )}
        </div>
      )}
    </ProfileCard>
  );
}
