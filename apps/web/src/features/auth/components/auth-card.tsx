import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';

// The centred card both auth pages sit in; narrow enough for one column, full width on a phone.
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <PageContainer className="flex justify-center py-10">
      <section className="w-full max-w-md rounded-xl border border-cadet-gray/40 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-midnight-green">{title}</h1>
        <p className="mt-2 mb-6 text-ink-muted">{intro}</p>
        {children}
      </section>
    </PageContainer>
  );
}
