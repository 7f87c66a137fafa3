import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Dhvani Shilp';

export const documentTitleOf = (title?: string) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/**
 * Set only by the build-time prerender (app/prerender.tsx), which cannot run effects: it learns the
 * page's title from the render itself and writes it into the page's <title>.
 */
export const DocumentTitleRecorder = createContext<((title: string) => void) | null>(null);

// Each page names itself in the browser tab, which is also what screen readers announce first.
export function useDocumentTitle(title?: string): void {
  useContext(DocumentTitleRecorder)?.(documentTitleOf(title));
  useEffect(() => {
    document.title = documentTitleOf(title);
  }, [title]);
}
