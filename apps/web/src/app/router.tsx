import type { ComponentType } from 'react';
import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router';
import type { Namespace } from '@/i18n/catalogs';
import { ensureNamespaces } from '@/i18n/i18n-store';
import { paths } from '@/lib/paths';
import { RequireAuth } from './guards/require-auth';
import { LocaleSegment } from './locale-segment';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** What a page's route tells the layout: the catalogs its text comes from (for the fallback notice). */
export interface PageHandle {
  namespaces: Namespace[];
}

/**
 * A route's `lazy`: the page's module and the message catalogs it needs, in the active language, loaded
 * together, so the page never renders before its messages (docs/i18n.md).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: Namespace[]) {
  return async () => {
    const [module] = await Promise.all([load(), ensureNamespaces(namespaces)]);
    const handle: PageHandle = { namespaces };
    return { Component: pick(module), handle };
  };
}

/** Paths below the language segment are relative: '/products' and '/hi/products' are one route. */
const rel = (path: string) => path.slice(1);

// Every page is loaded through the route's `lazy` property, so each one is its own chunk and the
// landing page never downloads another page's code. Use the function form of `lazy`: React Router
// clears the object form in place once loaded, which breaks a second router built from this table. To add
// a page: create it in its feature folder, add its path to lib/paths.ts, and add one entry below (inside a
// guard if it needs one) with the catalogs it reads.
// Every path exists as itself (English, SPEC §2) and under a language prefix ('/hi/products', issue 19):
// the optional `:lang` segment is one route for both, so switching language keeps the page mounted.
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    errorElement: <RouteError />,
    // Shown instead of the layout while the first page's chunk loads; kept empty so nothing flashes.
    HydrateFallback: () => null,
    children: [
      {
        path: ':lang?',
        Component: LocaleSegment,
        children: [
          {
            index: true,
            lazy: page(
              () => import('@/features/marketing/pages/home-page'),
              (m) => m.HomePage,
              ['marketing'],
            ),
          },
          {
            path: rel(paths.products),
            lazy: page(
              () => import('@/features/marketing/pages/products-page'),
              (m) => m.ProductsPage,
              ['marketing'],
            ),
          },
          {
            path: rel(paths.dhvaniShilp),
            lazy: page(
              () => import('@/features/marketing/pages/dhvani-shilp-page'),
              (m) => m.DhvaniShilpPage,
              ['marketing'],
            ),
          },
          {
            path: rel(paths.swarin),
            lazy: page(
              () => import('@/features/marketing/pages/swarin-page'),
              (m) => m.SwarinPage,
              ['marketing'],
            ),
          },
          {
            path: rel(paths.about),
            lazy: page(
              () => import('@/features/marketing/pages/about-page'),
              (m) => m.AboutPage,
              ['marketing'],
            ),
          },
          {
            path: rel(paths.aboutTatvam),
            lazy: page(
              () => import('@/features/marketing/pages/about-tatvam-page'),
              (m) => m.AboutTatvamPage,
              ['marketing'],
            ),
          },
          {
            path: rel(paths.blogs),
            lazy: page(
              () => import('@/features/marketing/pages/blogs-page'),
              (m) => m.BlogsPage,
              ['marketing'],
            ),
          },
          {
            path: rel(paths.faq),
            lazy: page(
              () => import('@/features/marketing/pages/faq-page'),
              (m) => m.FaqPage,
              ['faq'],
            ),
          },
          {
            path: rel(paths.docs),
            lazy: page(
              () => import('@/features/marketing/pages/docs-page'),
              (m) => m.DocsPage,
              ['marketing'],
            ),
          },
          {
            path: rel(paths.careers),
            lazy: page(
              () => import('@/features/marketing/pages/careers-page'),
              (m) => m.CareersPage,
              ['marketing'],
            ),
          },
          {
            path: rel(paths.privacy),
            lazy: page(
              () => import('@/features/legal/pages/privacy-page'),
              (m) => m.PrivacyPage,
              ['legal'],
            ),
          },
          {
            path: rel(paths.terms),
            lazy: page(
              () => import('@/features/legal/pages/terms-page'),
              (m) => m.TermsPage,
              ['legal'],
            ),
          },
          {
            // The guardian page (issue 23): interactive from the start, like contact, so not prerendered.
            path: rel(paths.guardian),
            lazy: page(
              () => import('@/features/auth/pages/guardian-page'),
              (m) => m.GuardianPage,
              ['auth'],
            ),
          },
          {
            path: rel(paths.contact),
            lazy: page(
              () => import('@/features/contact/pages/contact-page'),
              (m) => m.ContactPage,
              ['contact'],
            ),
          },
          {
            path: rel(paths.demo),
            lazy: page(
              () => import('@/features/demo/pages/demo-page'),
              (m) => m.DemoPage,
              ['demo'],
            ),
          },
          {
            path: rel(paths.signIn),
            lazy: page(
              () => import('@/features/auth/pages/sign-in-page'),
              (m) => m.SignInPage,
              ['auth'],
            ),
          },
          {
            path: rel(paths.signUp),
            lazy: page(
              () => import('@/features/auth/pages/sign-up-page'),
              (m) => m.SignUpPage,
              ['auth'],
            ),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: rel(paths.dashboard),
                lazy: page(
                  () => import('@/features/dashboard/pages/dashboard-page'),
                  (m) => m.DashboardPage,
                  ['dashboard'],
                ),
              },
              {
                path: rel(paths.qr),
                lazy: page(
                  () => import('@/features/qr/pages/qr-scanner-page'),
                  (m) => m.QrScannerPage,
                  ['qr'],
                ),
              },
              {
                path: rel(paths.qrRecording),
                lazy: page(
                  () => import('@/features/recording/pages/recording-page'),
                  (m) => m.RecordingPage,
                  ['recording'],
                ),
              },
              {
                path: rel(paths.validate),
                lazy: page(
                  () => import('@/features/review/pages/validate-page'),
                  (m) => m.ValidatePage,
                  ['review'],
                ),
              },
              {
                path: rel(paths.sentences),
                lazy: page(
                  () => import('@/features/sentences/pages/sentences-page'),
                  (m) => m.SentencesPage,
                  ['sentences'],
                ),
              },
              {
                path: rel(paths.profile),
                lazy: page(
                  () => import('@/features/profile/pages/profile-page'),
                  (m) => m.ProfilePage,
                  ['profile'],
                ),
              },
            ],
          },
          {
            // The admin guard calls the API, so it is lazy too: the landing page does not need it.
            lazy: () => import('./guards/require-admin').then((m) => ({ Component: m.RequireAdmin })),
            children: [
              {
                path: rel(paths.admin),
                lazy: page(
                  () => import('@/features/admin/pages/admin-dashboard-page'),
                  (m) => m.AdminDashboardPage,
                  ['admin'],
                ),
              },
            ],
          },
          // Also what the language segment shows for a first segment that is no language (locale-segment.tsx).
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** `table` is `routes` unless main.tsx hydrates a prerendered page (see initial-routes.ts). */
export function createAppRouter(table: RouteObject[] = routes, options?: DOMRouterOpts) {
  return createBrowserRouter(table, options);
}
