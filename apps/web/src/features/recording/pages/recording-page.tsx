import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function RecordingPage() {
  useDocumentTitle('Voice Contribution');
  return (
    <PageContainer>
      <PageHeader
        title="Voice Contribution"
        description="Read a short text aloud in your language. It takes two minutes at most."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
          Exit
        </Link>
      </div>
    </PageContainer>
  );
}
