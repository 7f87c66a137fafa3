import { cn } from '@/lib/cn';
import { STEP_TITLES, type Step } from '../model/flow';

// SPEC §2: the progress indicator of the seven steps.
export function ProgressSteps({ step }: { step: Step }) {
  return (
    <nav aria-label="Progress" className="mb-6">
      <p className="mb-2 text-sm font-medium text-slate-700">
        Step {step} of {STEP_TITLES.length}: {STEP_TITLES[step - 1]}
      </p>
      <ol className="grid grid-cols-7 gap-1.5">
        {STEP_TITLES.map((title, index) => {
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
                {title}
                {number < step ? ' (done)' : number === step ? ' (current)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
