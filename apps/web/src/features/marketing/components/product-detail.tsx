import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useT } from '@/i18n/use-t';
import { cardVariants } from '@/components/ui/card';

export interface Highlight {
  title: string;
  body: string;
}

// The shared shape of the product pages: what it is, four highlights, how it works, and what to do next.
export function ProductDetail({
  title,
  tagline,
  highlights,
  steps,
  actions,
}: {
  title: string;
  tagline: string;
  highlights: readonly Highlight[];
  steps: readonly string[];
  actions: ReactNode;
}) {
  const t = useT('marketing');
  return (
    <PageContainer>
      <PageHeader title={title} description={tagline} />
      <div className="flex flex-wrap gap-3">{actions}</div>
      <section aria-labelledby="highlights-title" className="mt-14">
        <h2 id="highlights-title" className="text-2xl font-bold text-midnight-green">
          {t('detail.highlights')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {highlights.map((highlight) => (
            <li key={highlight.title} className={cardVariants({ tone: 'tint' })}>
              <p className="text-lg font-semibold text-ink">{highlight.title}</p>
              <p className="mt-2 text-ink-muted">{highlight.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="steps-title" className="mt-14">
        <h2 id="steps-title" className="text-2xl font-bold text-midnight-green">
          {t('detail.howItWorks')}
        </h2>
        <ol className="mt-6 flex list-decimal flex-col gap-3 pl-6 text-lg text-ink marker:font-bold marker:text-midnight-green">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </PageContainer>
  );
}
