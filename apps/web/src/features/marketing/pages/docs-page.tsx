import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function DocsPage() {
  useDocumentTitle('Documentation');
  return (
    <PageContainer>
      <PageHeader
        title="Documentation"
        description="Our documentation is under development. Meanwhile, read about what we offer."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.products} className={buttonVariants()}>
          View Products
        </Link>
      </div>
    </PageContainer>
  );
}
