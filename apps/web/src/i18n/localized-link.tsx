// Links, redirects and navigation that stay in the active language: '/products' becomes '/hi/products'
// for a Hindi visitor. Use these instead of react-router's for every in-app path (SPEC §2 paths from
// lib/paths.ts). A path that slips through unlocalised still ends up right: app/locale-segment.tsx moves an
// unprefixed URL to the active language's, just with one more navigation.
import { localizedPath, splitLocalePath, type Locale } from '@dhvani/contract/locales';
import { useCallback } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  Navigate as RouterNavigate,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import { useLocale } from './use-t';

/** An absolute path in `locale` (a path that already names a language is moved to this one). */
const inLocale = (path: string, locale: Locale) => localizedPath(splitLocalePath(path).path, locale);

export function localizeTo(to: To, locale: Locale): To {
  if (typeof to === 'string') return to.startsWith('/') ? inLocale(to, locale) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: inLocale(to.pathname, locale) } : to;
}

export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => inLocale(path, locale), [locale]);
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(to, useLocale())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizeTo(to, useLocale())} {...props} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={localizeTo(to, useLocale())} {...props} />;
}

export function useLocalizedNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To, options?: NavigateOptions) => void navigate(localizeTo(to, locale), options),
    [navigate, locale],
  );
}
