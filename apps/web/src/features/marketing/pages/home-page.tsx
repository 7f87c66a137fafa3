import { useEffect } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LandingContent } from '../landing/landing-content-view';
import { observeReveals } from '../landing/reveal';

// The landing page (SPEC §2). Production serves a prerendered static copy of LandingContent for a first
// visit to "/" (docs/decisions/0006-static-landing.md); this component renders it inside the app.
export function HomePage() {
  useDocumentTitle();
  useEffect(() => observeReveals(), []);
  return <LandingContent />;
}
