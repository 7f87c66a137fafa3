import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function SignUpPage() {
  useDocumentTitle('Sign Up');
  return (
    <PageContainer>
      <PageHeader
        title="Create Your Account"
        description="Join the contributors building voice technology for every Indian language."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.signIn} className={buttonVariants({ variant: 'link' })}>
          Already have an account? Sign in
        </Link>
      </div>
    </PageContainer>
  );
}
