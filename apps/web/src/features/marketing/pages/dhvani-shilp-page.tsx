import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function DhvaniShilpPage() {
  useDocumentTitle('Dhvani Shilp');
  return (
    <PageContainer>
      <PageHeader
        title="Dhvani Shilp"
        description="A collaborative platform where people record speech in their own languages to build inclusive voice datasets."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.qrRecording} className={buttonVariants()}>
          Start Contributing
        </Link>
      </div>
    </PageContainer>
  );
}
