import { Accessibility, Bot, Car } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { APPLICATIONS } from './landing-content';
import { SectionHeading } from './section-heading';
import { cardVariants } from '@/components/ui/card';

const ICONS = [Bot, Accessibility, Car];

export function ApplicationsSection() {
  const t = useT('marketing');
  return (
    <section
      aria-labelledby="applications-title"
      className="landing-later bg-white px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="applications-title"
        eyebrow={t('landing.applications.eyebrow')}
        title={t('landing.applications.title')}
      >
        {t('landing.applications.intro')}
      </SectionHeading>
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
        {APPLICATIONS.map((application, index) => {
          const Icon = ICONS[index] ?? Bot;
          return (
            <li key={application} data-reveal className={cardVariants()}>
              <Icon aria-hidden="true" className="size-8 text-midnight-green" />
              <h3 className="mt-4 text-lg font-semibold text-ink">
                {t(`landing.applications.${application}.title`)}
              </h3>
              <p className="mt-2 text-ink-muted">{t(`landing.applications.${application}.body`)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
