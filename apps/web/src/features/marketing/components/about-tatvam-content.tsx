import { HeartHandshake, Lightbulb, Users } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { cardVariants } from '@/components/ui/card';

const VALUES = [
  { icon: Users, name: 'inclusivity' },
  { icon: HeartHandshake, name: 'community' },
  { icon: Lightbulb, name: 'innovation' },
] as const;

// Mission, the three values and the two onward links (SPEC §2 About); used by /about and /about-tatvam.
export function AboutTatvamContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT('marketing');
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="mission-title" className="max-w-3xl">
        <Heading id="mission-title" className="text-2xl font-bold text-midnight-green">
          {t('tatvam.missionHeading')}
        </Heading>
        <p className="mt-3 text-lg text-ink-muted">{t('tatvam.mission')}</p>
      </section>
      <section aria-labelledby="values-title">
        <Heading id="values-title" className="text-2xl font-bold text-midnight-green">
          {t('tatvam.valuesHeading')}
        </Heading>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, name }) => (
            <li key={name} className={cardVariants({ tone: 'tint' })}>
              <Icon aria-hidden="true" className="size-8 text-midnight-green" />
              <p className="mt-4 text-lg font-semibold text-ink">{t(`tatvam.${name}.title`)}</p>
              <p className="mt-2 text-ink-muted">{t(`tatvam.${name}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.products} className={buttonVariants()}>
          {t('tatvam.products')}
        </Link>
        <Link to={paths.contact} className={buttonVariants({ variant: 'outline' })}>
          {t('tatvam.contact')}
        </Link>
      </div>
    </div>
  );
}
