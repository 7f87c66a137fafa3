import { useT } from '@/i18n/use-t';
import { KEY_FEATURES } from './landing-content';
import { SectionHeading } from './section-heading';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

function FeatureList({ hidden = false }: { hidden?: boolean }) {
  const t = useT('marketing');
  return (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 gap-4 pr-4">
      {KEY_FEATURES.map((feature) => (
        <li key={feature} className={cn(cardVariants(), 'w-64 shrink-0 sm:w-72')}>
          <h3 className="text-lg font-semibold text-midnight-green">
            {t(`landing.features.${feature}.title`)}
          </h3>
          <p className="mt-2 text-ink-muted">{t(`landing.features.${feature}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}

// A slow, pausable loop (landing.css). The second copy only fills the loop, so it is hidden from
// assistive technology and disappears when reduced motion is requested.
export function FeaturesMarquee() {
  const t = useT('marketing');
  return (
    <section aria-labelledby="features-title" className="landing-later overflow-hidden bg-light-yellow py-20">
      <div className="px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
        />
      </div>
      <div className="marquee" role="region" tabIndex={0} aria-label={t('landing.features.region')}>
        <div className="marquee-track">
          <FeatureList />
          <FeatureList hidden />
        </div>
      </div>
    </section>
  );
}
