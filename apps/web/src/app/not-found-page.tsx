import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

// Any path outside SPEC §2's route table.
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PageContainer className="flex flex-col items-start gap-4 py-24">
      <h1 className="text-3xl font-bold text-midnight-green sm:text-4xl">Oops! Page not found</h1>
      <p className="text-lg text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={buttonVariants()}>
        Back to home
      </Link>
    </PageContainer>
  );
}
