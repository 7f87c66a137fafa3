import { TriangleAlert, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Campaign } from '../lib/campaign-link';

export function ScannerError({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1">{message}</p>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss error"
        onClick={onDismiss}
        className="size-8 text-red-800 hover:bg-red-100"
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
  return (
    <section
      aria-labelledby="scan-result-title"
      className="rounded-xl bg-nyanza p-5 ring-1 ring-midnight-green/20"
    >
      <h2 id="scan-result-title" className="text-lg font-semibold text-midnight-green">
        QR code detected
      </h2>
      <p data-testid="scan-result-text" className="mt-2 font-mono text-sm break-all text-slate-900">
        {text}
      </p>
      {campaign ? (
        <p className="mt-3 text-slate-800">
          Campaign code: <strong>{campaign.language}</strong> · <strong>{campaign.domain}</strong>. Both are
          chosen for you when you start.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Link to={contributionPath} className={buttonVariants()}>
          Start Voice Contribution
        </Link>
        <Button variant="link" className="px-0" onClick={onClear}>
          Clear Result
        </Button>
      </div>
    </section>
  );
}
