import { isLocale, localizedPath } from '@dhvani/contract/locales';
import { LANGUAGE_CODE } from '@dhvani/contract/web-routes';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { getLocale, setLocale } from '@/i18n/i18n-store';
import { NotFoundPage } from './not-found-page';

/**
 * The optional language segment of every path ('/hi/products'; none for English). Keeps the URL and the
 * active language in step when the URL changes: a URL naming a language switches to it (a shared link,
 * the back button); an unprefixed URL moves to the active language's copy (a link that was not
 * localised). It reacts to URL changes only, so a language switch (which changes both) is not undone
 * half-way (components/layout/language-switcher.tsx). A first segment shaped like a language code the
 * product does not speak ('/fr/faq') is dropped, so the page opens in the visitor's language (English
 * unless they chose one) rather than as an error (issue 19); any other first segment that is not a
 * language, with nothing matching after it, is an unknown page.
 */
export function LocaleSegment() {
  const { lang } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const known = lang === undefined || isLocale(lang);
  const foreign =
    lang !== undefined && !known && LANGUAGE_CODE.test(lang) && location.pathname.split('/').length > 2;

  useEffect(() => {
    if (foreign) {
      const rest = location.pathname.slice((lang ?? '').length + 1);
      void navigate({ ...location, pathname: rest }, { replace: true, state: location.state });
      return;
    }
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

  if (foreign) return null;
  return known ? <Outlet /> : <NotFoundPage />;
}
