import { useState } from 'react';
import { CONTRIBUTOR_PAGE_SIZE } from '@/lib/limits';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { Pager } from '@/components/recordings/pager';
import { UnsentRecordings } from '@/components/recordings/unsent-recordings';
import { TokensExplained } from '@/components/tokens/tokens-explained';
import { buttonVariants } from '@/components/ui/button';
import { cardVariants } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/data-states';
import { LoadingState, Skeleton, StatCardsSkeleton, TableSkeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { reversedRecordings, tokensByRecording } from '../api/dashboard-api';
import { DashboardStats } from '../components/dashboard-stats';
import { RecentRecordingsTable } from '../components/recent-recordings-table';
import { useDashboard } from '../hooks/use-dashboard';

export function DashboardPage() {
  const t = useT('dashboard');
  const common = useT('common');
  useDocumentTitle(t('title'));
  const [page, setPage] = useState(1);
  const { load, retry, reload } = useDashboard(page);

  return (
    <PageContainer>
      {/* The row keeps the header's spacing below, also when the buttons wrap under it (issue 24). */}
      <div className="mb-8 flex flex-wrap items-start justify-between gap-x-4 gap-y-5">
        <PageHeader className="mb-0" title={t('title')} description={t('description')} />
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Link to={paths.qrRecording} className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
            {t('newRecording')}
          </Link>
          <Link
            to={paths.validate}
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full sm:w-auto')}
          >
            {common('review.cta')}
          </Link>
        </div>
      </div>
      <UnsentRecordings onSent={retry} />
      {load.state === 'loading' ? (
        <LoadingState label={t('loading')} className="flex flex-col gap-8">
          <StatCardsSkeleton count={5} />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-6 w-48" />
            <TableSkeleton rows={CONTRIBUTOR_PAGE_SIZE} columns={6} />
          </div>
        </LoadingState>
      ) : load.state === 'error' ? (
        <ErrorState message={load.message} retryLabel={t('tryAgain')} onRetry={retry} />
      ) : (
        <div className="flex flex-col gap-8">
          <DashboardStats data={load.data} />
          <section aria-labelledby="recent-recordings" className="flex flex-col gap-3">
            <h2 id="recent-recordings" className="text-xl font-bold text-midnight-green">
              {t('recent')}
            </h2>
            <RecentRecordingsTable
              recordings={load.data.recordings}
              tokens={tokensByRecording(load.data.incentives, load.data.recordings)}
              onDeleted={reload}
              reversed={reversedRecordings(load.data.incentives)}
            />
            <Pager
              label={t('pagesLabel')}
              page={page}
              pageSize={CONTRIBUTOR_PAGE_SIZE}
              total={load.data.recordingsMeta.total}
              onPage={setPage}
            />
          </section>
        </div>
      )}
      {/* Issue 33: what the tokens on this page are, and what they can become here. */}
      <section aria-labelledby="about-tokens" className={cn(cardVariants(), 'mt-8 text-ink-muted')}>
        <h2 id="about-tokens" className="text-lg font-semibold text-midnight-green">
          {common('tokens.heading')}
        </h2>
        <TokensExplained className="mt-2" />
      </section>
    </PageContainer>
  );
}
