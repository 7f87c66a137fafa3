import { useT } from '@/i18n/use-t';

// Why a recording got its grade: the analyser's reasons, shown on hover (title) and on expand (details).
export function GradeReasons({ reasons }: { reasons: string[] }) {
  const t = useT('common');
  if (reasons.length === 0) return null;
  return (
    <details className="mt-1 text-xs text-slate-700" title={reasons.join('\n')}>
      <summary className="cursor-pointer text-midnight-green underline-offset-2 hover:underline">
        {t('grade.why')}
      </summary>
      <ul className="mt-1 list-disc space-y-0.5 pl-4 whitespace-normal">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </details>
  );
}
