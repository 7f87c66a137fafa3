import type { Quality } from '@dhvani/contract/enums';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

// SPEC §4: a grade badge, 'Pending' while a recording has none; the poorest grade is red.
const STYLES: Record<Quality | 'pending', string> = {
  excellent: 'bg-emerald-100 text-emerald-900 ring-emerald-700/30',
  good: 'bg-sky-100 text-sky-900 ring-sky-700/30',
  average: 'bg-amber-100 text-amber-900 ring-amber-700/30',
  poor: 'bg-red-100 text-red-800 ring-red-700/40',
  pending: 'bg-slate-100 text-slate-800 ring-slate-500/30',
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
