import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function SignInPage() {
  useDocumentTitle('Sign In');
  return (
    <PageContainer>
      <PageHeader
        title="Sign In"
        description="Welcome back. Sign in with your phone number or e-mail address."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.signUp} className={buttonVariants({ variant: 'link' })}>
          Create an account
        </Link>
      </div>
    </PageContainer>
  );
}
