import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { STEP_TITLES, type Step } from '../model/flow';

// SPEC §2: the progress indicator of the seven steps.
export function ProgressSteps({ step }: { step: Step }) {
  const t = useT('recording');
  const titles = STEP_TITLES.map((_, i) => t(`step.${(i + 1) as Step}`));
  return (
    <nav aria-label={t('progress.label')} className="mb-6">
      <p className="mb-2 text-sm font-medium text-ink-muted">
        {t('progress.position', { step, total: titles.length, title: titles[step - 1] })}
      </p>
      <ol className="grid grid-cols-7 gap-1.5">
        {titles.map((title, index) => {
          const number = index + 1;
          return (
            <li
              key={title}
              aria-current={number === step ? 'step' : undefined}
              className={cn(
                'h-2 rounded-full',
                number < step && 'bg-midnight-green',
                number === step && 'bg-midnight-green/70',
                number > step && 'bg-tea-green',
              )}
            >
              <span className="sr-only">
                {number < step
                  ? t('progress.done', { title })
                  : number === step
                    ? t('progress.current', { title })
                    : title}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
