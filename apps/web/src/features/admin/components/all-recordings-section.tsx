import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminRecording, type AdminRecordingPage } from '@dhvani/contract/admin';
import { ADMIN_PAGE_SIZE } from '@/lib/limits';
import { Pager } from '@/components/recordings/pager';
import { ErrorState } from '@/components/ui/data-states';
import { LoadingState, TableSkeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/toast';
import { deleteRecording, evaluateRecording } from '../api/admin-api';
import type { Resource } from '../hooks/use-admin-resource';
import { adminErrorText, adminText } from '../lib/admin-text';
import { AdminRecordingsTable } from './admin-recordings-table';
import { DeleteRecordingDialog } from './delete-recording-dialog';
import { RecordingsFilters, type RecordingFilters } from './recordings-filters';

// 'All Recordings': server-side pages and filters, play, Evaluate for ungraded rows, Delete after a
// confirmation, with SPEC §8's toasts. After either action the list and the figures are loaded again.
export function AllRecordingsSection(props: {
  list: Resource<AdminRecordingPage>;
  page: number;
  onPage: (page: number) => void;
  filters: RecordingFilters;
  onFilters: (filters: RecordingFilters) => void;
  onChanged: () => void;
  onRetry: () => void;
  onReview?: (r: AdminRecording) => void;
}) {
  const { list, page } = props;
  const [busyId, setBusyId] = useState<string | null>(null);
  // The recording whose deletion the dialog asks about (SPEC §6's confirmation).
  const [confirming, setConfirming] = useState<AdminRecording | null>(null);
  const t = useT('admin');

  async function evaluate(r: AdminRecording) {
    setBusyId(r._id);
    try {
      await evaluateRecording(r._id);
      notify.success(adminText(ADMIN_MESSAGES.evaluated), { action: `recording-${r._id}` });
      props.onChanged();
    } catch (error) {
      notify.error(adminErrorText(error, ADMIN_MESSAGES.evaluateFailed), { action: `recording-${r._id}` });
    } finally {
      setBusyId(null);
    }
  }

  async function remove(r: AdminRecording) {
    setBusyId(r._id);
    try {
      await deleteRecording(r._id);
      notify.success(adminText(ADMIN_MESSAGES.deleted), { action: `recording-${r._id}` });
      // The last row of the last page: show the page before it instead of an empty one.
      if (list.state === 'loaded' && list.data.items.length === 1 && page > 1) props.onPage(page - 1);
      props.onChanged();
    } catch (error) {
      notify.error(adminErrorText(error, ADMIN_MESSAGES.deleteFailed), { action: `recording-${r._id}` });
    } finally {
      setBusyId(null);
      setConfirming(null);
    }
  }

  return (
    <section aria-labelledby="all-recordings" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="all-recordings" className="text-xl font-bold text-midnight-green">
          {t('recordings.heading')}
        </h2>
        {list.state === 'loaded' ? (
          <p className="text-sm text-ink-muted">{t('recordings.count', { count: list.data.meta.total })}</p>
        ) : null}
      </div>
      <RecordingsFilters filters={props.filters} onChange={props.onFilters} />
      {list.state === 'loading' ? (
        <LoadingState label={t('recordings.loading')}>
          <TableSkeleton rows={5} columns={7} />
        </LoadingState>
      ) : list.state === 'error' ? (
        <ErrorState message={list.message} retryLabel={t('tryAgain')} onRetry={props.onRetry} />
      ) : (
        <>
          <AdminRecordingsTable
            recordings={list.data.items}
            busyId={busyId}
            onEvaluate={(r) => void evaluate(r)}
            onDelete={setConfirming}
            onReview={props.onReview}
          />
          <DeleteRecordingDialog
            recording={confirming}
            busy={confirming !== null && busyId === confirming._id}
            onCancel={() => setConfirming(null)}
            onConfirm={(r) => void remove(r)}
          />
          <Pager
            label={t('recordings.pages')}
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={list.data.meta.total}
            onPage={props.onPage}
          />
        </>
      )}
    </section>
  );
}
