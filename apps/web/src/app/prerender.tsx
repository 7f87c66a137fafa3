// Build-time render of the pages that are served as HTML and then hydrated by the app
// (docs/decisions/0007-prerendered-pages.md). scripts/post-build.mjs bundles this file for Node, calls
// `renderPage` for each of PRERENDERED_PATHS and writes the result into a copy of index.html.
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentTitleOf, DocumentTitleRecorder } from '@/hooks/use-document-title';
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
  paths.signIn,
] as const;

export interface PrerenderedPage {
  /** The inner HTML of #root. */
  markup: string;
  /** What the page's useDocumentTitle sets. */
  title: string;
  /** The components of the matched routes, so the build can find the chunks to preload. */
  components: unknown[];
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered a redirect`);
  if (context.statusCode !== 200 || context.errors)
    throw new Error(`prerender ${path}: no page renders here`);
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
  if (/<!--\$[?!]-->|<template/.test(markup))
    throw new Error(`prerender ${path}: part of the page suspended`);
  // React Router turns each route's `Component` into an `element` of that type.
  const components = context.matches.map(({ route }) =>
    isValidElement(route.element) ? route.element.type : route.Component,
  );
  return { markup, title, components: components.filter(Boolean) };
}
