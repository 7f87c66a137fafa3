import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page is loaded through the route's `lazy` property, so each one is its own chunk and the
// landing page never downloads another page's code. Use the function form of `lazy`: React Router
// clears the object form in place once loaded, which breaks a second router built from this table. To add a page: create it in its feature folder,
// add its path to lib/paths.ts, and add one entry below (inside a guard if it needs one).
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    errorElement: <RouteError />,
    // Shown instead of the layout while the first page's chunk loads; kept empty so nothing flashes.
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        lazy: () => import('@/features/marketing/pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: paths.products,
        lazy: () =>
          import('@/features/marketing/pages/products-page').then((m) => ({ Component: m.ProductsPage })),
      },
      {
        path: paths.dhvaniShilp,
        lazy: () =>
          import('@/features/marketing/pages/dhvani-shilp-page').then((m) => ({
            Component: m.DhvaniShilpPage,
          })),
      },
      {
        path: paths.swarin,
        lazy: () =>
          import('@/features/marketing/pages/swarin-page').then((m) => ({ Component: m.SwarinPage })),
      },
      {
        path: paths.about,
        lazy: () => import('@/features/marketing/pages/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: paths.aboutTatvam,
        lazy: () =>
          import('@/features/marketing/pages/about-tatvam-page').then((m) => ({
            Component: m.AboutTatvamPage,
          })),
      },
      {
        path: paths.blogs,
        lazy: () => import('@/features/marketing/pages/blogs-page').then((m) => ({ Component: m.BlogsPage })),
      },
      {
        path: paths.faq,
        lazy: () => import('@/features/marketing/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
      },
      {
        path: paths.docs,
        lazy: () => import('@/features/marketing/pages/docs-page').then((m) => ({ Component: m.DocsPage })),
      },
      {
        path: paths.careers,
        lazy: () =>
          import('@/features/marketing/pages/careers-page').then((m) => ({ Component: m.CareersPage })),
      },
      {
        path: paths.contact,
        lazy: () =>
          import('@/features/contact/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: paths.demo,
        lazy: () => import('@/features/demo/pages/demo-page').then((m) => ({ Component: m.DemoPage })),
      },
      {
        path: paths.signIn,
        lazy: () => import('@/features/auth/pages/sign-in-page').then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: paths.signUp,
        lazy: () => import('@/features/auth/pages/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: paths.dashboard,
            lazy: () =>
              import('@/features/dashboard/pages/dashboard-page').then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: paths.qr,
            lazy: () =>
              import('@/features/qr/pages/qr-scanner-page').then((m) => ({ Component: m.QrScannerPage })),
          },
          {
            path: paths.qrRecording,
            lazy: () =>
              import('@/features/recording/pages/recording-page').then((m) => ({
                Component: m.RecordingPage,
              })),
          },
          {
            path: paths.profile,
            lazy: () =>
              import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
        ],
      },
      {
        // The admin guard calls the API, so it is lazy too: the landing page does not need it.
        lazy: () => import('./guards/require-admin').then((m) => ({ Component: m.RequireAdmin })),
        children: [
          {
            path: paths.admin,
            lazy: () =>
              import('@/features/admin/pages/admin-dashboard-page').then((m) => ({
                Component: m.AdminDashboardPage,
              })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

/** `table` is `routes` unless main.tsx hydrates a prerendered page (see initial-routes.ts). */
export function createAppRouter(table: RouteObject[] = routes, options?: DOMRouterOpts) {
  return createBrowserRouter(table, options);
}
