import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function FaqPage() {
  useDocumentTitle('FAQ');
  return (
    <PageContainer>
      <PageHeader
        title="Frequently Asked Questions"
        description="Answers about Dhvani Shilp, speech recognition, text-to-speech and how your voice data is kept safe."
      />
    </PageContainer>
  );
}
