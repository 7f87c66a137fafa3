import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function DemoPage() {
  useDocumentTitle('Voice Demo');
  return (
    <PageContainer>
      <PageHeader
        title="Voice Demo"
        description="Pick a language and record up to 30 seconds to hear what our speech AI makes of it."
      />
    </PageContainer>
  );
}
