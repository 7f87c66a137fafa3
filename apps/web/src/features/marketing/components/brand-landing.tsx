import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';

// The brand landing screen of SPEC §2: brand title, tagline, 'Explore Products'. It opens /about, the
// company's own page (the landing page "/" is about contributing to Dhvani Shilp).
export function BrandLanding() {
  const t = useT('marketing');
  const common = useT('common');
  return (
    <section
      aria-labelledby="brand-title"
      className="bg-gradient-to-br from-midnight-green to-midnight-green-deep px-4 py-24 text-center text-white sm:px-6 sm:py-32"
    >
      <p className="text-sm font-semibold tracking-[0.3em] text-tea-green uppercase">{t('brand.presents')}</p>
      <h1 id="brand-title" className="mt-4 text-5xl font-extrabold tracking-tight sm:text-6xl">
        Dhvani Shilp
      </h1>
      <p className="mx-auto mt-6 max-w-xl text-xl text-white/90">{common('site.tagline')}</p>
      <Link
        to={paths.products}
        className={buttonVariants({
          size: 'lg',
          variant: 'secondary',
          className: 'mt-10 focus-visible:outline-white',
        })}
      >
        {t('brand.explore')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
