import { NAV_SOLID_SCROLL_PX } from '@/lib/limits';
import { Menu, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { cn } from '@/lib/cn';
import { Link, NavLink } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';
import { LanguageSwitcher } from './language-switcher';
import { NavAccountDesktop, NavAccountMobile } from './nav-account';

const NAV_LINKS = [
  { to: paths.aboutTatvam, label: 'nav.about' },
  { to: paths.products, label: 'nav.products' },
  { to: paths.careers, label: 'nav.careers' },
  { to: paths.contact, label: 'nav.contact' },
] as const;

const MOBILE_MENU_ID = 'mobile-menu';
const navLinkClass =
  'rounded-md px-2 py-1 text-sm font-medium text-ink hover:text-midnight-green aria-[current=page]:text-midnight-green aria-[current=page]:underline aria-[current=page]:underline-offset-4';

// Top navigation bar of SPEC §2; the account part (signed in or out) is nav-account.tsx. Transparent at first, solid after 10 px of scroll.
export function SiteHeader() {
  const t = useT('common');
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(NAV_SOLID_SCROLL_PX);
  // The menu remembers the path it was opened on, so any navigation (links, back button) closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpenedAt(null);
    menuButton.current?.focus();
  };

  return (
    <header
      onKeyDown={closeOnEscape}
      className={cn(
        'sticky top-0 z-40 w-full transition-colors',
        scrolled || menuOpen ? 'bg-white shadow-sm' : 'bg-transparent',
      )}
    >
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link to={paths.home} className="mr-auto text-lg font-bold text-midnight-green">
          {t('site.name')}
        </Link>
        <ul className="hidden items-center gap-4 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={navLinkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitcher id="language-desktop" className="hidden md:flex" />
        <NavAccountDesktop />
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpenedAt(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </nav>
      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="border-t border-cadet-gray/40 bg-white md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={cn(navLinkClass, 'block px-3 py-2 text-base')}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <NavAccountMobile />
          <li className="mt-2 px-3">
            <LanguageSwitcher id="language-mobile" />
          </li>
        </ul>
      </div>
    </header>
  );
}
