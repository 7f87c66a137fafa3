// Renders "/" to static HTML at build time (scripts/post-build.mjs), so a first visit to the landing page
// downloads no framework at all: the page is links, text and CSS (docs/decisions/0006-static-landing.md).
// The markup mirrors app/root-layout.tsx for "/" (no navigation bar): skip link, main, footer.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { LandingContent } from './landing-content-view';

export function renderLandingMarkup(): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <LandingContent />
        </main>
        <SiteFooter />
      </div>
    </MemoryRouter>,
  );
}
