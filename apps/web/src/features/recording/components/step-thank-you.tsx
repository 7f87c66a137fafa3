import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { CheckCircle2, Mic, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Quality } from '@dhvani/contract/enums';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/localized-link';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { canRecordTextAgain } from '../model/advice';
import type { Contribution } from '../model/flow';
import { QualityAdvice } from './quality-advice';
import { StepFrame } from './step-frame';

const GRADE_STYLE: Record<Quality, string> = {
  excellent: 'bg-tea-green text-success',
  good: 'bg-tea-green text-midnight-green',
  average: 'bg-warning-soft text-warning',
  poor: 'bg-danger-soft text-danger-strong',
};

export function StepThankYou({
  contribution,
  onAgain,
  onNextSentence,
  onRecordTextAgain,
}: {
  contribution: Contribution;
  onAgain: () => void;
  /** Issue 32: a new text in the same language and domain, consent kept, straight to the speaking prompt. */
  onNextSentence: () => void;
  /** Same text, language and domain, back to the speaking prompt (offered on Poor or Average). */
  onRecordTextAgain: () => void;
}) {
  const { evaluation, contributionId, language, domain, durationSeconds } = contribution;
  const t = useT('recording');
  const common = useT('common');
  const format = useFormat();
  const retry = canRecordTextAgain(evaluation.final_quality);
  return (
    <StepFrame
      title={t('step.7')}
      description={t('thanks.description')}
      actions={
        <>
          {retry ? (
            <Button size="lg" onClick={onRecordTextAgain}>
              <RotateCcw aria-hidden />
              {t('thanks.recordTextAgain')}
            </Button>
          ) : null}
          <Button size="lg" variant={retry ? 'outline' : 'default'} onClick={onNextSentence}>
            <Mic aria-hidden />
            {t('thanks.nextSentence')}
          </Button>
          {/* SPEC's own: resets everything, back to step 1. */}
          <Button size="lg" variant="outline" onClick={onAgain}>
            {t('thanks.again')}
          </Button>
          {/* Issue 21: while here, the contributor may listen to others' recordings. */}
          <Link to={paths.validate} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {common('review.cta')}
          </Link>
        </>
      }
    >
      <CheckCircle2 aria-hidden className="size-12 text-midnight-green" />
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item
          label={t('thanks.languageDomain')}
          value={`${common(`languageName.${language}`)} / ${common(`domain.${domain}`)}`}
        />
        <Item
          label={t('thanks.duration')}
          value={t('thanks.durationValue', {
            clock: format.duration(durationSeconds),
            seconds: format.decimal(durationSeconds, 2),
          })}
        />
        <Item
          label={t('thanks.quality')}
          value={
            <span
              className={cn(
                'rounded-full px-3 py-0.5 text-sm font-semibold',
                GRADE_STYLE[evaluation.final_quality],
              )}
            >
              {common(`grade.${evaluation.final_quality}`)}
            </span>
          }
        />
        <Item label={t('thanks.tokens')} value={format.number(evaluation.amount)} />
        <Item label={t('thanks.id')} value={<span className="font-mono">{contributionId}</span>} />
      </dl>
      <QualityAdvice evaluation={evaluation} />
    </StepFrame>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg bg-nyanza p-4">
      <dt className="text-sm text-ink-subtle">{label}</dt>
      <dd className="mt-1 font-semibold text-ink">{value}</dd>
    </div>
  );
}
