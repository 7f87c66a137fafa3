// Renders "/" to static HTML at build time (scripts/post-build.mjs), so a first visit to the landing page
// downloads no framework at all: the page is links, text and CSS (docs/decisions/0006-static-landing.md).
// One copy per language ('/', '/hi', …, issue 19). The markup mirrors app/root-layout.tsx for "/" (no
// navigation bar): skip link, the fallback notice where the language has no marketing text, main, footer.
import { localizedPath, type Locale } from '@dhvani/contract/locales';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { FallbackNotice } from '@/components/layout/fallback-notice';
import { SiteFooter } from '@/components/layout/site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { getI18nSnapshot, setLocale } from '@/i18n/i18n-store';
import { LandingContent } from './landing-content-view';

export async function renderLandingMarkup(locale: Locale = 'en'): Promise<string> {
  await setLocale(locale, ['common', 'marketing']);
  const fallback = getI18nSnapshot().catalogs.marketing?.locale !== locale;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[localizedPath('/', locale)]}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        {fallback ? <FallbackNotice kind="whole" /> : null}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          lang={fallback ? 'en' : undefined}
          className="flex-1 focus:outline-none"
        >
          <LandingContent />
        </main>
        <SiteFooter />
      </div>
    </MemoryRouter>,
  );
}
