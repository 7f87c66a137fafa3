import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The frame every list table shares: a box that scrolls sideways on narrow screens (so the page itself
 * never does), the branded header row, and row dividers. Callers render the <tr> rows.
 */
export function DataTable({
  headings,
  minWidthClass,
  children,
}: {
  headings: readonly string[];
  /** Below this width the table scrolls inside its box, e.g. 'min-w-[46rem]'. */
  minWidthClass: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-midnight-green/15">
      <table className={cn('w-full text-left text-sm', minWidthClass)}>
        <thead className="bg-nyanza text-midnight-green">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
