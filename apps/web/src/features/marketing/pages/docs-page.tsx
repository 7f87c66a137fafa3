import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function DocsPage() {
  useDocumentTitle('Documentation');
  return (
    <PageContainer className="flex flex-col items-start">
      <BookOpen aria-hidden="true" className="mb-6 size-12 text-midnight-green" />
      <PageHeader
        title="Documentation"
        description="Our documentation is under development. Meanwhile, read about what we offer."
      />
      <Link to={paths.products} className={buttonVariants()}>
        View Products
      </Link>
    </PageContainer>
  );
}
