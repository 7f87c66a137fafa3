import { useT } from '@/i18n/use-t';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
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
        <p role="status" className="text-ink-muted">
          {t('loading')}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-danger-line bg-danger-soft p-5"
        >
          <p className="text-danger-strong">{state.message}</p>
          <Button variant="outline" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
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
