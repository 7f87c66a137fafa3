import { useState } from 'react';
import type { AdminUser } from '@dhvani/contract/admin';
import { ADMIN_PAGE_SIZE } from '@/lib/limits';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { Pager } from '@/components/recordings/pager';
import { ErrorState } from '@/components/ui/data-states';
import { LoadingState, StatCardsSkeleton, TableSkeleton } from '@/components/ui/skeleton';
import { Tabs, tabPanelFocusClass, tabPanelProps } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/use-t';
import { fetchRecordings, fetchStats, fetchUsers } from '../api/admin-api';
import { AdminStats } from '../components/admin-stats';
import { AllRecordingsSection } from '../components/all-recordings-section';
import { CampaignQrPanel } from '../components/campaign-qr-panel';
import { ContactMessagesPanel } from '../components/contact-messages-panel';
import { ReleasesPanel } from '../components/releases-panel';
import { NO_FILTERS, contributionIdFilter, type RecordingFilters } from '../components/recordings-filters';
import { ReviewPanel } from '../components/review-panel';
import { SentencesPanel } from '../components/sentences-panel';
import { UsersTable } from '../components/users-table';
import { useAccessDenied, useAdminResource } from '../hooks/use-admin-resource';

const TABS = ['recordings', 'users', 'messages', 'campaign', 'releases', 'review', 'sentences'] as const;
type Tab = (typeof TABS)[number];

export function AdminDashboardPage() {
  const t = useT('admin');
  useDocumentTitle(t('page.title'));
  const denied = useAccessDenied();
  const [tab, setTab] = useState<Tab>('recordings');
  const [filters, setFilters] = useState<RecordingFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [usersPage, setUsersPage] = useState(1);
  // The recording the Review panel opens on, from a row's Review button.
  const [reviewId, setReviewId] = useState('');

  const stats = useAdminResource('stats', fetchStats, denied);
  const query = {
    page,
    limit: ADMIN_PAGE_SIZE,
    language: filters.language,
    domain: filters.domain,
    quality: filters.quality,
    user: filters.user,
    contributionId: contributionIdFilter(filters),
  };
  const recordings = useAdminResource(JSON.stringify(query), (s) => fetchRecordings(query, s), denied);
  const users = useAdminResource(`users-${usersPage}`, (s) => fetchUsers(usersPage, s), denied);

  const changeFilters = (next: RecordingFilters) => {
    setFilters(next);
    setPage(1);
  };
  const showRecordingsOf = (user: AdminUser) => {
    changeFilters({ ...NO_FILTERS, user: user._id, userName: user.name });
    setTab('recordings');
  };
  const reloadAll = () => {
    stats.reload();
    recordings.reload();
    users.reload();
  };

  return (
    <PageContainer>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {stats.resource.state === 'loading' ? (
        <LoadingState label={t('loading')} className="flex flex-col gap-8">
          <StatCardsSkeleton count={3} className="sm:grid-cols-3 lg:grid-cols-3" />
          <TableSkeleton rows={5} columns={7} />
        </LoadingState>
      ) : stats.resource.state === 'error' ? (
        <ErrorState message={stats.resource.message} retryLabel={t('tryAgain')} onRetry={reloadAll} />
      ) : (
        <div className="flex flex-col gap-8">
          <AdminStats stats={stats.resource.data} />
          <Tabs
            idPrefix="admin"
            label={t('tabs.label')}
            items={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
            value={tab}
            onChange={setTab}
            // On a phone, two rows of three: every tab in view at once.
            className="grid grid-cols-3 md:flex"
          />
          <div {...tabPanelProps('admin', tab)} className={tabPanelFocusClass}>
            {tab === 'recordings' ? (
              <AllRecordingsSection
                list={recordings.resource}
                page={page}
                onPage={setPage}
                filters={filters}
                onFilters={changeFilters}
                onChanged={reloadAll}
                onRetry={recordings.reload}
                onReview={(r) => {
                  setReviewId(r._id);
                  setTab('review');
                }}
              />
            ) : tab === 'users' ? (
              <section aria-labelledby="users-title" className="flex flex-col gap-4">
                <h2 id="users-title" className="text-xl font-bold text-midnight-green">
                  {t('users.heading')}
                </h2>
                {users.resource.state === 'loaded' ? (
                  <>
                    <UsersTable users={users.resource.data.items} onShowRecordings={showRecordingsOf} />
                    <Pager
                      label={t('users.pages')}
                      page={usersPage}
                      pageSize={ADMIN_PAGE_SIZE}
                      total={users.resource.data.meta.total}
                      onPage={setUsersPage}
                    />
                  </>
                ) : users.resource.state === 'error' ? (
                  <ErrorState
                    message={users.resource.message}
                    retryLabel={t('tryAgain')}
                    onRetry={users.reload}
                  />
                ) : (
                  <LoadingState label={t('users.loading')}>
                    <TableSkeleton rows={5} columns={6} />
                  </LoadingState>
                )}
              </section>
            ) : tab === 'messages' ? (
              <ContactMessagesPanel />
            ) : tab === 'review' ? (
              <ReviewPanel key={reviewId} onDenied={denied} recordingId={reviewId} />
            ) : tab === 'campaign' ? (
              <CampaignQrPanel />
            ) : tab === 'sentences' ? (
              <SentencesPanel />
            ) : (
              <ReleasesPanel />
            )}
          </div>
        </div>
      )}
    </PageContainer>
  );
}
