import { useSyncExternalStore } from 'react';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { EXTERNAL_PROFILES } from '@/lib/site-links';

const FOOTER_LINKS = [
  { to: paths.aboutTatvam, label: 'nav.about' },
  { to: paths.home, label: 'footer.home' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.privacy, label: 'footer.privacy' },
  { to: paths.terms, label: 'footer.terms' },
  // Where a parent or guardian withdraws the consent they gave for a minor (issue 23).
  { to: paths.guardian, label: 'footer.guardian' },
] as const;

const linkClass =
  'inline-block rounded-sm py-1 text-sm text-white/90 hover:text-white hover:underline focus-visible:outline-white';

const subscribeNothing = () => () => {};
const thisYear = () => new Date().getFullYear();
// The year a prerendered page was built in is the one in its HTML; hydration must start from it.
const renderedYear = () =>
  typeof document === 'undefined'
    ? thisYear()
    : Number(document.querySelector('[data-current-year]')?.textContent) || thisYear();

/** The current year, also on a page that was prerendered last year. */
function CurrentYear() {
  return <span data-current-year="">{useSyncExternalStore(subscribeNothing, thisYear, renderedYear)}</span>;
}

const YEAR_SLOT = '\u0000';

// SPEC §2 footer: About, Home, Contact (and the privacy notice, the terms and the guardian page, issue 23), the three external profiles and the copyright line.
// `data-current-year` lets the prerendered landing page (built once) show the visitor's current year.
export function SiteFooter() {
  const t = useT('common');
  // The year is its own element inside the translated line, wherever the language puts it.
  const [beforeYear, afterYear] = t('footer.copyright', { year: YEAR_SLOT }).split(YEAR_SLOT);
  return (
    <footer className="bg-midnight-green text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-xs">
          <p className="text-lg font-bold">{t('site.name')}</p>
          <p className="mt-1 text-sm text-white/90">{t('site.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {EXTERNAL_PROFILES.length > 0 ? (
          <ul aria-label={t('footer.elsewhere')} className="flex flex-wrap gap-x-6 gap-y-2">
            {EXTERNAL_PROFILES.map((profile) => (
              <li key={profile.href}>
                <a href={profile.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {profile.label}
                  <span className="sr-only"> {t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-sm text-white/90">
        {beforeYear}
        <CurrentYear />
        {afterYear}
      </p>
    </footer>
  );
}
