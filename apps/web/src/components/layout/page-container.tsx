import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

// The common width and padding of a page's content.
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8', className)}>{children}</div>
  );
}

// A page's one h1 and the sentence under it.
export function PageHeader({
  title,
  description,
  className,
}: {
  title: string;
  description?: ReactNode;
  /** E.g. 'mb-0' when the header shares a row that keeps the spacing itself. */
  className?: string;
}) {
  return (
    <header className={cn('mb-8 max-w-3xl', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-midnight-green sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 text-lg text-ink-muted">{description}</p> : null}
    </header>
  );
}
