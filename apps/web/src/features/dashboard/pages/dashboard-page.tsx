import { useState } from 'react';
import { CONTRIBUTOR_PAGE_SIZE } from '@/lib/limits';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { Pager } from '@/components/recordings/pager';
import { UnsentRecordings } from '@/components/recordings/unsent-recordings';
import { Button, buttonVariants } from '@/components/ui/button';
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
          <Link
            to={paths.validate}
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full sm:w-auto')}
          >
            {common('review.cta')}
          </Link>
          <Link to={paths.qrRecording} className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
            {t('newRecording')}
          </Link>
        </div>
      </div>
      <UnsentRecordings onSent={retry} />
      {load.state === 'loading' ? (
        <p role="status" className="text-ink-muted">
          {t('loading')}
        </p>
      ) : load.state === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-danger-soft p-4 text-danger-strong">
          <span>{load.message}</span>
          <Button variant="outline" size="sm" onClick={retry}>
            {t('tryAgain')}
          </Button>
        </div>
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
    </PageContainer>
  );
}
