import { isLocale, localizedPath } from '@dhvani/contract/locales';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { getLocale, setLocale } from '@/i18n/i18n-store';
import { NotFoundPage } from './not-found-page';

/**
 * The optional language segment of every path ('/hi/products'; none for English). Keeps the URL and the
 * active language in step when the URL changes: a URL naming a language switches to it (a shared link,
 * the back button); an unprefixed URL moves to the active language's copy (a link that was not
 * localised). It reacts to URL changes only, so a language switch (which changes both) is not undone
 * half-way (components/layout/language-switcher.tsx). A first segment that is not a language, with
 * nothing matching after it, is an unknown page.
 */
export function LocaleSegment() {
  const { lang } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const known = lang === undefined || isLocale(lang);

  useEffect(() => {
    if (!known) return;
    const active = getLocale();
    if (lang === undefined) {
      if (active !== 'en') {
        void navigate(
          { ...location, pathname: localizedPath(location.pathname, active) },
          { replace: true, state: location.state },
        );
      }
    } else if (isLocale(lang) && lang !== active) void setLocale(lang);
    // Only the URL decides: see the comment above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, location.pathname]);

  return known ? <Outlet /> : <NotFoundPage />;
}
