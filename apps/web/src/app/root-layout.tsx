import { splitLocalePath } from '@dhvani/contract/locales';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { FallbackNotice, usePageFallback } from '@/components/layout/fallback-notice';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { useLeaveWarning, useUnsentRecordings } from '@/hooks/use-unsent-recordings';
import { ProfileLanguageSync } from '@/i18n/profile-language-sync';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';

// The frame around every page. SPEC §2: the navigation bar is hidden on the landing page (in every
// language: '/', '/hi', …). Leaving the site asks for confirmation while a recording is kept on this
// device unsent (issue 20).
export function RootLayout() {
  const { pathname } = useLocation();
  const fallback = usePageFallback();
  const t = useT('common');
  useLeaveWarning(useUnsentRecordings().length > 0, t('unsent.leaveWarning'));
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {splitLocalePath(pathname).path === paths.home ? null : <SiteHeader />}
      {fallback === 'none' ? null : <FallbackNotice kind={fallback} />}
      {/* A page shown in English inside another language says so to screen readers and fonts too. */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        lang={fallback === 'whole' ? 'en' : undefined}
        className="flex-1 focus:outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
      <ProfileLanguageSync />
    </div>
  );
}
