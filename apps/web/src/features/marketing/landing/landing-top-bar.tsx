import { LanguageLinks } from '@/components/layout/language-links';
import { buttonVariants } from '@/components/ui/button';
import { Link, useLocalizedPath } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';

// The landing page has no navigation bar (SPEC §2), so the brand and sign-in live in its own top row.
// The static copy of this page (prerender-landing.tsx) swaps Sign In for Dashboard when a session exists,
// through the data-session-link attribute (landing-enhance.ts).
export function LandingTopBar() {
  const t = useT('common');
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4 sm:px-6 lg:px-8">
      <Link to={paths.about} className="rounded-sm text-lg font-bold text-midnight-green">
        {t('site.name')}
      </Link>
      <nav aria-label={t('landing.navLabel')} className="flex flex-wrap items-center justify-end gap-2">
        <LanguageLinks />
        <Link to={paths.products} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {t('nav.products')}
        </Link>
        <Link
          to={paths.signIn}
          data-session-link={localized(paths.dashboard)}
          data-session-label={t('nav.dashboard')}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('nav.signIn')}
        </Link>
      </nav>
      <div aria-hidden="true" className="scroll-progress fixed inset-x-0 top-0 z-50 h-1 bg-midnight-green" />
    </div>
  );
}
