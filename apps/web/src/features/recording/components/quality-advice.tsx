import { useReasonTexts } from '@/components/recordings/reason-texts';
import { useT } from '@/i18n/use-t';
import type { EvaluationResult } from '@dhvani/contract/recordings';
import { adviseReasons, type AdvisedReasons } from '../model/advice';

/**
 * Why the clip got its grade (issue 20): what to do about each problem in plain words, with the
 * measurement the server gave as a detail line under it.
 */
export function QualityAdvice({ evaluation }: { evaluation: EvaluationResult }) {
  const t = useT('recording');
  const details = useReasonTexts(evaluation.reasons, evaluation.reasonCodes);
  const codes = evaluation.reasonCodes ?? [];
  // An older server sends sentences without codes: then there is nothing to advise by.
  const groups: AdvisedReasons[] =
    codes.length === details.length
      ? adviseReasons(codes)
      : details.map((_, index) => ({ advice: null, reasons: [index] }));
  if (groups.length === 0) return null;
  return (
    <div>
      <h2 className="font-semibold text-midnight-green">{t('thanks.aboutQuality')}</h2>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-ink-muted">
        {groups.map(({ advice, reasons }) => (
          <li key={reasons.join(',')}>
            {advice ? <p className="font-medium text-ink">{t(`advice.${advice}`)}</p> : null}
            {reasons.map((index) => (
              <p key={index} className={advice ? 'text-sm text-ink-subtle' : undefined}>
                {details[index]}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
