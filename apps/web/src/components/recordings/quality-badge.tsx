import type { Quality } from '@dhvani/contract/enums';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

// SPEC §4: a grade badge, 'Pending' while a recording has none; the poorest grade is red.
const STYLES: Record<Quality | 'pending', string> = {
  excellent: 'bg-tea-green text-success ring-success/30',
  good: 'bg-mist text-ink ring-line-strong/40',
  average: 'bg-warning-soft text-warning ring-warning/30',
  poor: 'bg-danger-soft text-danger-strong ring-danger/40',
  pending: 'bg-mist text-ink ring-line-strong/40',
};

export function QualityBadge({ quality, title }: { quality: Quality | null; title?: string }) {
  const key = quality ?? 'pending';
  const label = useT('common')(`grade.${key}`);
  return (
    <span
      title={title}
      data-quality={key}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', STYLES[key])}
    >
      {label}
    </span>
  );
}
