import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Quality } from '@dhvani/contract/enums';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatClock } from '../audio/stopwatch';
import { domainLabel } from '../model/choices';
import type { Contribution } from '../model/flow';
import { StepFrame } from './step-frame';

const GRADE_STYLE: Record<Quality, string> = {
  excellent: 'bg-emerald-100 text-emerald-900',
  good: 'bg-tea-green text-midnight-green',
  average: 'bg-amber-100 text-amber-900',
  poor: 'bg-red-100 text-red-900',
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function StepThankYou({ contribution, onAgain }: { contribution: Contribution; onAgain: () => void }) {
  const { evaluation, contributionId, language, domain, durationSeconds } = contribution;
  return (
    <StepFrame
      title="Thank You"
      description="Your recording was received. Every voice makes speech technology work for more people."
      actions={
        <Button size="lg" onClick={onAgain}>
          Make Another Contribution
        </Button>
      }
    >
      <CheckCircle2 aria-hidden className="size-12 text-midnight-green" />
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item label="Language / Domain" value={`${language} / ${domainLabel(domain)}`} />
        <Item label="Duration" value={`${formatClock(durationSeconds)} (${durationSeconds.toFixed(2)} s)`} />
        <Item
          label="Quality"
          value={
            <span
              className={cn(
                'rounded-full px-3 py-0.5 text-sm font-semibold',
                GRADE_STYLE[evaluation.final_quality],
              )}
            >
              {capitalise(evaluation.final_quality)}
            </span>
          }
        />
        <Item label="Tokens earned" value={String(evaluation.amount)} />
        <Item label="Contribution ID" value={<span className="font-mono">{contributionId}</span>} />
      </dl>
      {evaluation.reasons.length > 0 ? (
        <div>
          <h2 className="font-semibold text-midnight-green">About the quality</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {evaluation.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </StepFrame>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg bg-nyanza p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
