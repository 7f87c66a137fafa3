import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// The centred card both auth pages sit in; narrow enough for one column, full width on a phone.
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <PageContainer className="flex justify-center py-10">
      <section className={cn(cardVariants({ padding: 'lg' }), 'w-full max-w-md')}>
        <h1 className="text-2xl font-bold text-midnight-green">{title}</h1>
        <p className="mt-2 mb-6 text-ink-muted">{intro}</p>
        {children}
      </section>
    </PageContainer>
  );
}
