import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ProfilePage() {
  useDocumentTitle('Profile');
  return (
    <PageContainer>
      <PageHeader title="Profile" description="Your account details, settings and password." />
    </PageContainer>
  );
}
