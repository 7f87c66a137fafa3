import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function SwarinPage() {
  useDocumentTitle('Swarin');
  return (
    <PageContainer>
      <PageHeader
        title="Swarin"
        description="AI translation and dubbing that carries your content into more than ten Indian languages."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.contact} className={buttonVariants({ variant: 'outline' })}>
          Contact us
        </Link>
      </div>
    </PageContainer>
  );
}
