import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function AboutTatvamPage() {
  useDocumentTitle('About');
  return (
    <PageContainer>
      <PageHeader
        title="About Tatvam"
        description="We build voice technology that understands every Indian voice, with the communities who speak these languages."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.products} className={buttonVariants()}>
          Our Products
        </Link>
        <Link to={paths.contact} className={buttonVariants({ variant: 'outline' })}>
          Contact
        </Link>
      </div>
    </PageContainer>
  );
}
