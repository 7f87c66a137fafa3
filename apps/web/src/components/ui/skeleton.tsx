import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { cardVariants } from './card';

// Loading placeholders in the shape of what is coming (issue 24), so the page does not jump when it arrives.
// The shapes are decoration; screen readers hear the one sentence of <LoadingState>.

/** One grey block; size it with classes (h-4 w-32). Still when the person asked for less motion. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-md bg-line/70 motion-reduce:animate-none', className)}
    />
  );
}

/**
 * A loading region: `label` ('Loading your dashboard…') for screen readers and tests, the skeleton for the
 * eye. The label stays in the DOM, visually hidden, so the region reads the same in every language.
 */
export function LoadingState({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** Lines of text: the last one shorter, as a paragraph's is. */
export function SkeletonLines({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-4', i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}

/** A row of figure cards (dashboard and admin stats). */
export function StatCardsSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={cn(
            cardVariants({ padding: 'none' }),
            'flex flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5',
          )}
        >
          <Skeleton className="size-9 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-6 w-12" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A list table's frame with its header band and `rows` placeholder rows (cards on a phone, as DataTable). */
export function TableSkeleton({ rows, columns = 5 }: { rows: number; columns?: number }) {
  return (
    <div className={cn(cardVariants({ padding: 'none' }), 'overflow-hidden')}>
      <div className="hidden gap-6 bg-nyanza px-4 py-3 md:flex">
        {Array.from({ length: columns }, (_, i) => (
          <Skeleton key={i} className="h-4 flex-1 bg-tea-green" />
        ))}
      </div>
      <div className="divide-y divide-line">
        {Array.from({ length: rows }, (_, r) => (
          <div key={r} className="flex flex-col gap-3 px-4 py-4 md:flex-row md:gap-6">
            {Array.from({ length: columns }, (_, c) => (
              <Skeleton key={c} className={cn('h-4 md:flex-1', c % 2 ? 'w-1/2' : 'w-3/4')} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A stack of cards (contact messages, releases), each a title line and text. */
export function CardListSkeleton({ count }: { count: number }) {
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cn(cardVariants({ padding: 'sm' }), 'flex flex-col gap-3')}>
          <Skeleton className="h-5 w-1/3" />
          <SkeletonLines lines={2} />
        </div>
      ))}
    </div>
  );
}
