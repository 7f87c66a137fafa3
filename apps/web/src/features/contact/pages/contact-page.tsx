import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <PageContainer>
      <PageHeader
        title="Let's Talk"
        description="Questions, partnerships or ideas: write to us and we will get back to you."
      />
    </PageContainer>
  );
}
