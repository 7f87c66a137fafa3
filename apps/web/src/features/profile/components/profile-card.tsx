import type { ReactNode } from 'react';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// The frame of each profile section; `tone="danger"` for the Danger Zone.
export function ProfileCard(props: {
  /** Names the section's heading element (the title may be in any script). */
  id: string;
  title: string;
  description?: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const danger = props.tone === 'danger';
  const headingId = `profile-section-${props.id}`;
  return (
    <section aria-labelledby={headingId} className={cardVariants({ tone: danger ? 'danger' : 'surface' })}>
      <h2
        id={headingId}
        className={cn('text-xl font-semibold', danger ? 'text-danger-strong' : 'text-midnight-green')}
      >
        {props.title}
      </h2>
      {props.description ? <p className="mt-1 text-ink-muted">{props.description}</p> : null}
      <div className="mt-4">{props.children}</div>
    </section>
  );
}
