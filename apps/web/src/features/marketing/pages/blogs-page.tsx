import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function BlogsPage() {
  useDocumentTitle('Blog');
  return (
    <PageContainer>
      <PageHeader
        title="Blog"
        description="Stories and notes on speech technology, Indian languages and the people who give their voices to both."
      />
    </PageContainer>
  );
}
