import { Camera, CameraOff } from 'lucide-react';
import { campaignPath } from '@dhvani/contract/campaign';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { Button, buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { ScanHowTo } from '../components/scan-how-to';
import { ScannerDebug } from '../components/scanner-debug';
import { ScannerError, ScanResult } from '../components/scanner-messages';
import { ScannerView } from '../components/scanner-view';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { cameraText } from '../lib/camera-errors';
import { parseCampaign } from '../lib/campaign-link';

export function QrScannerPage() {
  const t = useT('qr');
  useDocumentTitle(t('page.title'));
  const scanner = useQrScanner();
  const campaign = scanner.result ? parseCampaign(scanner.result, window.location.hostname) : null;
  const target = campaignPath(campaign);
  const active = scanner.status !== 'idle';

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('page.heading')} description={t('page.description')} />
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap gap-3">
          {active ? (
            <Button variant="destructive" onClick={scanner.stop}>
              <CameraOff aria-hidden="true" />
              {t('scan.stop')}
            </Button>
          ) : (
            <Button onClick={scanner.start}>
              <Camera aria-hidden="true" />
              {t('scan.start')}
            </Button>
          )}
          {scanner.result ? null : (
            <Link to={target} className={buttonVariants({ variant: 'outline' })}>
              {t('scan.contribute')}
            </Link>
          )}
        </div>
        {scanner.error ? (
          <ScannerError message={cameraText(scanner.error)} onDismiss={scanner.dismissError} />
        ) : null}
        {scanner.result ? (
          <ScanResult
            text={scanner.result}
            campaign={campaign}
            contributionPath={target}
            onClear={scanner.clearResult}
          />
        ) : null}
        <ScannerView videoRef={scanner.videoRef} facing={scanner.facing} active={active} />
        <ScanHowTo />
        <ScannerDebug device={scanner.device} facing={scanner.facing} status={scanner.status} />
      </div>
    </PageContainer>
  );
}
