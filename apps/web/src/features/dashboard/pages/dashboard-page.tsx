import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <PageContainer>
      <PageHeader
        title="Dashboard"
        description="Your recordings, the minutes you have contributed and the tokens you have earned."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.qrRecording} className={buttonVariants()}>
          New Recording
        </Link>
      </div>
    </PageContainer>
  );
}
