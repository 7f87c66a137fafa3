import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AboutTatvamContent } from '../components/about-tatvam-content';

export function AboutTatvamPage() {
  useDocumentTitle('About Tatvam');
  return (
    <PageContainer>
      <PageHeader
        title="About Tatvam"
        description="We build voice technology that understands every Indian voice, together with the communities who speak these languages."
      />
      <AboutTatvamContent />
    </PageContainer>
  );
}
