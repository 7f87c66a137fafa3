import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

// The designed error and empty states of a data view (issue 24). The error says what happened in the
// person's language (callers pass the translated message) and always offers the way out: Retry.

export function ErrorState(props: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-xl border border-danger-line bg-danger-soft p-4 sm:flex-row sm:items-center sm:p-5',
        props.className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
      <p className="flex-1 text-danger-strong">{props.message}</p>
      <Button variant="outline" size="sm" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  );
}

/**
 * Nothing to show yet: a calm sentence, and what to do about it when there is something to do. A view the
 * person will often see empty (no recordings yet) passes a drawing (components/ui/illustrations.tsx).
 */
export function EmptyState(props: {
  children: ReactNode;
  action?: ReactNode;
  illustration?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong/50 bg-mist px-4 py-8 text-center',
        props.className,
      )}
    >
      {props.illustration ?? <Inbox aria-hidden="true" className="size-6 text-ink-subtle" />}
      <p className="max-w-prose text-ink-muted">{props.children}</p>
      {props.action}
    </div>
  );
}
