import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <PageContainer>
      <PageHeader title="Dhvani Shilp" description="Democratizing Voice-Tech in India." />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.products} className={buttonVariants()}>
          Explore Products
        </Link>
      </div>
    </PageContainer>
  );
}
