// The admin Review panel (issue 21): per language, hours awaiting review, validated and rejected, and how
// much of its hours its top 5 speakers gave; the reviewers with their agreement with known answers; the
// read-check's agreement with reviewers (issue 35); and a clip's known answer or status set by hand, and the
// numbers of the rules (all audited on the server).
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@/lib/limits';
import { Pager } from '@/components/recordings/pager';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState } from '@/components/ui/data-states';
import { LoadingState, TableSkeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { fetchReviewers, fetchReviewOverview } from '../api/review-admin-api';
import { useAdminResource } from '../hooks/use-admin-resource';
import { ClipReviewForm } from './clip-review-form';
import { ReadCheckAgreementSection, useReadCheckAgreement } from './read-check-agreement';
import { ReviewRulesForm } from './review-rules-form';

export function ReviewPanel({ onDenied, recordingId = '' }: { onDenied: () => void; recordingId?: string }) {
  const t = useT('admin');
  const common = useT('common');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const overview = useAdminResource('review-overview', fetchReviewOverview, onDenied);
  const reviewers = useAdminResource(`reviewers-${page}`, (s) => fetchReviewers(page, s), onDenied);
  const readCheck = useReadCheckAgreement(onDenied);
  const hours = (h: number) => format.decimal(h, 2);
  const share = (s: number | null) => (s === null ? '--' : `${format.number(Math.round(s * 100))} %`);

  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-6">
      <h2 id="review-title" className="text-xl font-bold text-midnight-green">
        {t('review.title')}
      </h2>
      {overview.resource.state === 'loaded' ? (
        overview.resource.data.languages.length === 0 ? (
          <EmptyState>{t('review.noClips')}</EmptyState>
        ) : (
          <DataTable
            headings={[
              t('review.language'),
              t('review.pendingHours'),
              t('review.validatedHours'),
              t('review.rejectedHours'),
              t('review.topSpeakers'),
              t('review.knownAnswerClips'),
            ]}
            minWidthClass="min-w-[44rem]"
          >
            {overview.resource.data.languages.map((row) => (
              <tr key={row.language}>
                <td className="px-4 py-3">{common(`languageName.${row.language}`)}</td>
                <td className="px-4 py-3 tabular-nums">{hours(row.pendingHours)}</td>
                <td className="px-4 py-3 tabular-nums">{hours(row.validatedHours)}</td>
                <td className="px-4 py-3 tabular-nums">{hours(row.rejectedHours)}</td>
                <td className="px-4 py-3 tabular-nums">{share(row.topSpeakersShare)}</td>
                <td className="px-4 py-3 tabular-nums">{format.number(row.knownAnswerClips)}</td>
              </tr>
            ))}
          </DataTable>
        )
      ) : overview.resource.state === 'error' ? (
        <ErrorState
          message={overview.resource.message}
          retryLabel={t('tryAgain')}
          onRetry={overview.reload}
        />
      ) : (
        <LoadingState label={t('review.loading')}>
          <TableSkeleton rows={3} columns={6} />
        </LoadingState>
      )}

      <h3 className="text-lg font-semibold text-midnight-green">{t('review.reviewers')}</h3>
      {reviewers.resource.state === 'loaded' ? (
        reviewers.resource.data.items.length === 0 ? (
          <EmptyState>{t('review.noReviewers')}</EmptyState>
        ) : (
          <>
            <DataTable
              headings={[
                t('review.reviewer'),
                t('review.reviews'),
                t('review.knownAnswers'),
                t('review.agreement'),
                t('review.counting'),
              ]}
              minWidthClass="min-w-[40rem]"
            >
              {reviewers.resource.data.items.map((r) => (
                <tr key={r.userId}>
                  <td className="px-4 py-3">{r.name}</td>
                  <td className="px-4 py-3 tabular-nums">{format.number(r.reviews)}</td>
                  <td className="px-4 py-3 tabular-nums">
                    {t('review.agreed', { agreed: r.agreed, answered: r.knownAnswers })}
                  </td>
                  <td className="px-4 py-3 tabular-nums">{share(r.agreement)}</td>
                  <td className={r.flagged ? 'px-4 py-3 font-semibold text-danger-strong' : 'px-4 py-3'}>
                    {r.flagged ? t('review.flagged') : t('review.counts')}
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager
              label={t('review.reviewersPages')}
              page={page}
              pageSize={ADMIN_PAGE_SIZE}
              total={reviewers.resource.data.meta.total}
              onPage={setPage}
            />
          </>
        )
      ) : reviewers.resource.state === 'error' ? (
        <ErrorState
          message={reviewers.resource.message}
          retryLabel={t('tryAgain')}
          onRetry={reviewers.reload}
        />
      ) : (
        <LoadingState label={t('review.loading')}>
          <TableSkeleton rows={3} columns={5} />
        </LoadingState>
      )}

      <ReadCheckAgreementSection agreement={readCheck} />

      <ClipReviewForm
        initialId={recordingId}
        onChanged={() => {
          overview.reload();
          reviewers.reload();
          readCheck.reload();
        }}
      />
      <ReviewRulesForm onDenied={onDenied} />
    </section>
  );
}
