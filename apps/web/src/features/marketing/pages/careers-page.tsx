import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function CareersPage() {
  useDocumentTitle('Careers');
  return (
    <PageContainer>
      <PageHeader
        title="Careers"
        description="We have no open positions right now, but we are always glad to hear from people who care about voice technology."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.contact} className={buttonVariants()}>
          Get In Touch
        </Link>
      </div>
    </PageContainer>
  );
}
