import { TriangleAlert, X } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import type { Campaign } from '@dhvani/contract/campaign';

export function ScannerError({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const t = useT('qr');
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl bg-danger-soft p-4 text-danger-strong ring-1 ring-danger-line"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1">{message}</p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('scan.dismiss')}
        onClick={onDismiss}
        className="size-8 text-danger-strong hover:bg-danger-soft"
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

export function ScanResult({
  text,
  campaign,
  contributionPath,
  onClear,
}: {
  text: string;
  campaign: Campaign | null;
  contributionPath: string;
  onClear: () => void;
}) {
  const t = useT('qr');
  const common = useT('common');
  return (
    <section
      aria-labelledby="scan-result-title"
      className="rounded-xl bg-nyanza p-5 ring-1 ring-midnight-green/20"
    >
      <h2 id="scan-result-title" className="text-lg font-semibold text-midnight-green">
        {t('result.heading')}
      </h2>
      <p data-testid="scan-result-text" className="mt-2 font-mono text-sm break-all text-ink">
        {text}
      </p>
      {campaign ? (
        <p className="mt-3 text-ink">
          {t.rich('result.campaign', {
            language: common(`languageName.${campaign.language}`),
            domain: common(`domain.${campaign.domain}`),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Link to={contributionPath} className={buttonVariants()}>
          {t('scan.contribute')}
        </Link>
        <Button variant="link" className="px-0" onClick={onClear}>
          {t('result.clear')}
        </Button>
      </div>
    </section>
  );
}
