import { useT } from '@/i18n/use-t';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { cardVariants } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/data-states';
import { cn } from '@/lib/cn';
import { LoadingState, Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ConsentSection } from '../components/consent-section';
import { DangerZone } from '../components/danger-zone';
import { LogoutCard } from '../components/logout-card';
import { ProfileTabs } from '../components/profile-tabs';
import { YourDataSection } from '../components/your-data-section';
import { useProfile } from '../lib/use-profile';

// SPEC §2 Profile: the tabs, then a Logout card and the Danger Zone. The page is a stack of independent
// section components: a new section (for example recording consent) is one more line in the list below.
export function ProfilePage() {
  const t = useT('profile');
  useDocumentTitle(t('title'));
  const { state, retry, replaceUser } = useProfile();

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('title')} description={t('description')} />
      {state.kind === 'loading' ? (
        <LoadingState label={t('loading')} className="flex flex-col gap-6">
          <div className="flex gap-2">
            <Skeleton className="h-10 w-28" />
            <Skeleton className="h-10 w-28" />
            <Skeleton className="h-10 w-28" />
          </div>
          {[0, 1].map((card) => (
            <div key={card} className={cn(cardVariants(), 'flex flex-col gap-4')}>
              <Skeleton className="h-6 w-48" />
              <SkeletonLines lines={3} />
            </div>
          ))}
        </LoadingState>
      ) : null}
      {state.kind === 'error' ? (
        <ErrorState message={state.message} retryLabel={t('retry')} onRetry={retry} />
      ) : null}
      {state.kind === 'loaded' ? (
        <div className="flex flex-col gap-6">
          <ProfileTabs user={state.user} onUserChange={replaceUser} />
          <ConsentSection />
          <YourDataSection />
          <LogoutCard />
          <DangerZone />
        </div>
      ) : null}
    </PageContainer>
  );
}
