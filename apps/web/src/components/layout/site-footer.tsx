import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { EXTERNAL_PROFILES } from '@/lib/site-links';

const FOOTER_LINKS = [
  { to: paths.aboutTatvam, label: 'About' },
  { to: paths.home, label: 'Home' },
  { to: paths.contact, label: 'Contact' },
] as const;

const linkClass =
  'rounded-sm text-sm text-white/90 hover:text-white hover:underline focus-visible:outline-white';

export function SiteFooter() {
  return (
    <footer className="bg-midnight-green text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul aria-label="Dhvani Shilp elsewhere" className="flex flex-wrap gap-x-6 gap-y-2">
          {EXTERNAL_PROFILES.map((profile) => (
            <li key={profile.href}>
              <a href={profile.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {profile.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="text-sm text-white/90">
          © {new Date().getFullYear()} Dhvani Shilp. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
