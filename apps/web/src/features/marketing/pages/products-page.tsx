import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function ProductsPage() {
  useDocumentTitle('Our Products');
  return (
    <PageContainer>
      <PageHeader
        title="Our Products"
        description="Voice datasets, speech recognition and text-to-speech, built for the languages India speaks."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.dhvaniShilp} className={buttonVariants()}>
          Explore Platform
        </Link>
        <Link to={paths.swarin} className={buttonVariants({ variant: 'outline' })}>
          Learn More
        </Link>
      </div>
    </PageContainer>
  );
}
