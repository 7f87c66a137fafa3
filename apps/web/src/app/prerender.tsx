// Build-time render of the pages that are served as HTML and then hydrated by the app
// (docs/decisions/0048-prerendered-pages.md). scripts/post-build.mjs bundles this file for Node, calls
// `renderPage` for each of PRERENDERED_PATHS and writes the result into a copy of index.html.
import { LOCALE_INFO, LOCALES, localizedPath, type Locale } from '@dhvani/contract/locales';
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentTitleOf, DocumentTitleRecorder } from '@/hooks/use-document-title';
import { catalogSource, type Namespace } from '@/i18n/catalogs';
import { getI18nSnapshot, setLocale } from '@/i18n/i18n-store';
import { renderFontPreloads } from '@/i18n/script-fonts';
import { paths } from '@/lib/paths';
import { AppFrame } from './app-frame';
import { routes } from './router';

/**
 * The pages worth prerendering: the same for every visitor, and nothing on them depends on the time,
 * the time zone or a session at first render. The controls that need the app wait for hydration
 * (hooks/use-hydrated.ts). Not here: `/` (its own static page, decision 0006), the blog (dates shown
 * in the visitor's time zone), FAQ and contact (interactive before anything else), sign-up and every
 * signed-in page.
 */
export const PRERENDERED_PATHS = [
  paths.products,
  paths.dhvaniShilp,
  paths.swarin,
  paths.about,
  paths.aboutTatvam,
  paths.docs,
  paths.careers,
  paths.privacy,
  paths.terms,
  paths.signIn,
] as const;

/** Every prerendered page exists in every language, at its own URL ('/hi/products', issue 19). */
export const PRERENDERED_LOCALES = LOCALES;

/** For the build's other HTML (the landing pages, each language's app shell): the same font preloads. */
export { renderFontPreloads };
export const localeDirection = (locale: Locale) => LOCALE_INFO[locale].dir;

export interface PrerenderedPage {
  /** The page's language and its direction (`<html lang dir>`). */
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The same page in every language, for `<link rel="alternate" hreflang>`; `x-default` is English. */
  alternates: Array<{ hreflang: string; href: string }>;
  /** The message catalogs the page read (source paths), so the build can preload their chunks. */
  catalogs: string[];
  /** `<link rel="preload">` tags for the two font files of the language's script (decision 0036). */
  fonts: string;
  /** The inner HTML of #root. */
  markup: string;
  /** What the page's useDocumentTitle sets. */
  title: string;
  /** The components of the matched routes, so the build can find the chunks to preload. */
  components: unknown[];
}

/** The hreflang alternates of a SPEC path: one per language, and English as `x-default`. */
export function alternatesOf(path: string): PrerenderedPage['alternates'] {
  return [
    ...LOCALES.map((code) => ({ hreflang: code, href: localizedPath(path, code) })),
    { hreflang: 'x-default', href: path },
  ];
}

/** The catalogs in use, as source files (the common one, the page's, and English behind partial ones). */
function catalogsInUse(namespaces: Namespace[]): string[] {
  const { catalogs } = getI18nSnapshot();
  return namespaces.flatMap((ns) => {
    const loaded = catalogs[ns];
    if (!loaded) return [];
    return [catalogSource(loaded.locale, ns), ...(loaded.fallback ? [catalogSource('en', ns)] : [])];
  });
}

/** Renders SPEC path `path` in `locale`: the URL is the language's ('/hi/products'). */
export async function renderPage(path: string, locale: Locale = 'en'): Promise<PrerenderedPage> {
  // Every catalog used so far, in this language, before the route loads its own.
  await setLocale(locale, ['common']);
  const handler = createStaticHandler(routes);
  const url = localizedPath(path, locale);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender ${url}: the route answered a redirect`);
  if (context.statusCode !== 200 || context.errors) throw new Error(`prerender ${url}: no page renders here`);
  let title = documentTitleOf();
  const markup = renderToString(
    <DocumentTitleRecorder value={(pageTitle) => (title = pageTitle)}>
      <AppFrame>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppFrame>
    </DocumentTitleRecorder>,
  );
  // A suspended part would reach the browser as a fallback and be rendered there instead of hydrated.
  if (/<!--\$[?!]-->|<template/.test(markup)) throw new Error(`prerender ${url}: part of the page suspended`);
  // React Router turns each route's `Component` into an `element` of that type.
  const components = context.matches.map(({ route }) =>
    isValidElement(route.element) ? route.element.type : route.Component,
  );
  const namespaces = context.matches.flatMap(
    ({ route }) => (route.handle as { namespaces?: Namespace[] } | undefined)?.namespaces ?? [],
  );
  return {
    locale,
    dir: LOCALE_INFO[locale].dir,
    alternates: alternatesOf(path),
    catalogs: catalogsInUse(['common', ...namespaces]),
    fonts: renderFontPreloads(locale),
    markup,
    title,
    components: components.filter(Boolean),
  };
}
