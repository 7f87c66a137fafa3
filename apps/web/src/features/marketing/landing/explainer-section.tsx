import { AudioLines, BadgeCheck, Coins, Languages } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { EXPLAINER_STEPS } from './landing-content';
import { SectionHeading } from './section-heading';
import { cardVariants } from '@/components/ui/card';

const ICONS = [Languages, AudioLines, BadgeCheck, Coins];

export function ExplainerSection() {
  const t = useT('marketing');
  return (
    <section aria-labelledby="explainer-title" className="landing-later bg-white px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="explainer-title"
        eyebrow={t('landing.explainer.eyebrow')}
        title={t('landing.explainer.title')}
      >
        {t('landing.explainer.intro')}
      </SectionHeading>
      <ol className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {EXPLAINER_STEPS.map((step, index) => {
          const Icon = ICONS[index] ?? Languages;
          return (
            <li key={step} data-reveal className={cardVariants({ tone: 'tint' })}>
              <Icon aria-hidden="true" className="size-8 text-midnight-green" />
              <h3 className="mt-4 text-lg font-semibold text-ink">
                <span className="sr-only">{t('landing.explainer.step', { number: index + 1 })}</span>
                {t(`landing.explainer.${step}.title`)}
              </h3>
              <p className="mt-2 text-ink-muted">{t(`landing.explainer.${step}.body`)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
