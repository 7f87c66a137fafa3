import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <PageContainer>
      <PageHeader
        title="Admin Dashboard"
        description="Platform statistics and every recording contributed so far."
      />
    </PageContainer>
  );
}
