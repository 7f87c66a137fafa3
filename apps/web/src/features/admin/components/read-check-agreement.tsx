// The read-check against reviewers (issue 35), on the admin's Review tab: per language, the check's verdict on
// clips (says its text, or a mismatch) beside what reviewers' votes decided, and how often the two agree. Its
// calibration was measured on synthetic speech only (decision 0043); this is how it does on people.
import type { ReadCheckAgreement } from '@dhvani/contract/read-check';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState } from '@/components/ui/data-states';
import { LoadingState, TableSkeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { fetchReadCheckAgreement } from '../api/review-admin-api';
import { useAdminResource } from '../hooks/use-admin-resource';

/**
 * Whether the server checks the clips it grades now (decision 0044), in plain words: when it does not, new
 * clips are stored unchecked and never reach this table, and the admin is told what to do about it.
 */
function CheckState({ state }: { state: ReadCheckAgreement['state'] }) {
  const t = useT('admin');
  const text = t(`review.readCheck.state.${state}`);
  if (state === 'on') return <p className="max-w-prose text-sm font-medium text-ink">{text}</p>;
  return (
    <p className="max-w-prose rounded-lg border border-warning-line bg-warning-soft p-3 text-sm font-medium text-ink">
      {text}
    </p>
  );
}

function AgreementTable({ languages }: { languages: ReadCheckAgreement['languages'] }) {
  const t = useT('admin');
  const common = useT('common');
  const format = useFormat();
  const share = (s: number | null) => (s === null ? '--' : `${format.number(Math.round(s * 100))} %`);
  const heard = languages.filter((row) => row.decided > 0 || row.waiting > 0);
  const waiting = languages.reduce((sum, row) => sum + row.waiting, 0);
  if (heard.every((row) => row.decided === 0)) {
    const still = waiting > 0 ? ` ${t('review.readCheck.waitingTotal', { count: waiting })}` : '';
    return <EmptyState>{`${t('review.readCheck.empty')}${still}`}</EmptyState>;
  }
  return (
    <DataTable
      headings={[
        t('review.language'),
        t('review.readCheck.saysTextValidated'),
        t('review.readCheck.saysTextRejected'),
        t('review.readCheck.mismatchValidated'),
        t('review.readCheck.mismatchRejected'),
        t('review.readCheck.decided'),
        t('review.readCheck.agreement'),
        t('review.readCheck.waiting'),
      ]}
      minWidthClass="min-w-[52rem]"
    >
      {heard.map((row) => (
        <tr key={row.language}>
          <td className="px-4 py-3">{common(`languageName.${row.language}`)}</td>
          <td className="px-4 py-3 tabular-nums">{format.number(row.saysText.validated)}</td>
          <td className="px-4 py-3 tabular-nums">{format.number(row.saysText.rejected)}</td>
          <td className="px-4 py-3 tabular-nums">{format.number(row.mismatch.validated)}</td>
          <td className="px-4 py-3 tabular-nums">{format.number(row.mismatch.rejected)}</td>
          <td className="px-4 py-3 tabular-nums">{format.number(row.decided)}</td>
          <td className="px-4 py-3 tabular-nums font-semibold">{share(row.agreement)}</td>
          <td className="px-4 py-3 tabular-nums">{format.number(row.waiting)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The figures, loaded by the Review panel so that an admin's change to a clip reloads them too. */
export function useReadCheckAgreement(onDenied: () => void) {
  return useAdminResource('read-check-agreement', fetchReadCheckAgreement, onDenied);
}

export function ReadCheckAgreementSection({
  agreement,
}: {
  agreement: ReturnType<typeof useReadCheckAgreement>;
}) {
  const t = useT('admin');
  const { resource } = agreement;

  return (
    <section aria-labelledby="read-check-title" className="flex flex-col gap-3">
      <h3 id="read-check-title" className="text-lg font-semibold text-midnight-green">
        {t('review.readCheck.title')}
      </h3>
      <p className="max-w-prose text-sm text-ink-muted">{t('review.readCheck.help')}</p>
      {resource.state === 'loaded' ? (
        <>
          <CheckState state={resource.data.state} />
          <AgreementTable languages={resource.data.languages} />
        </>
      ) : resource.state === 'error' ? (
        <ErrorState message={resource.message} retryLabel={t('tryAgain')} onRetry={agreement.reload} />
      ) : (
        <LoadingState label={t('review.readCheck.loading')}>
          <TableSkeleton rows={3} columns={8} />
        </LoadingState>
      )}
    </section>
  );
}
