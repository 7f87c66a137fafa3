import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function QrScannerPage() {
  useDocumentTitle('QR Scanner');
  return (
    <PageContainer>
      <PageHeader
        title="Scan a QR Code"
        description="Point your camera at a Dhvani Shilp QR code to start a voice contribution."
      />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.qrRecording} className={buttonVariants()}>
          Start Voice Contribution
        </Link>
      </div>
    </PageContainer>
  );
}
