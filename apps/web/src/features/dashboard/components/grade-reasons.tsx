import type { QualityReason } from '@dhvani/contract/quality-reasons';
import { useReasonTexts } from '@/components/recordings/reason-texts';
import { useT } from '@/i18n/use-t';

// Why a recording got its grade: the analyser's reasons, shown on hover (title) and on expand (details),
// in the reader's language.
export function GradeReasons({ reasons, codes }: { reasons: string[]; codes?: QualityReason[] }) {
  const t = useT('common');
  const texts = useReasonTexts(reasons, codes);
  if (texts.length === 0) return null;
  return (
    <details className="mt-1 text-xs text-ink-muted" title={texts.join('\n')}>
      <summary className="cursor-pointer text-midnight-green underline-offset-2 hover:underline">
        {t('grade.why')}
      </summary>
      <ul className="mt-1 list-disc space-y-0.5 pl-4 whitespace-normal">
        {texts.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </details>
  );
}
