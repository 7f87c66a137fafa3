import type { ReactNode } from 'react';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// One figure of a dashboard: a label and its value. On a phone, two share a row, so the icon sits above
// the label there and beside it from 40rem up.
export function StatCard(props: { label: string; value: ReactNode; icon?: ReactNode; className?: string }) {
  const { label, value, icon } = props;
  return (
    <div
      className={cn(
        cardVariants({ padding: 'none' }),
        'flex flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5',
        props.className,
      )}
    >
      {icon ? (
        <span aria-hidden="true" className="rounded-lg bg-nyanza p-2 text-midnight-green [&_svg]:size-5">
          {icon}
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <p className="text-2xl font-bold text-midnight-green">{value}</p>
      </div>
    </div>
  );
}
