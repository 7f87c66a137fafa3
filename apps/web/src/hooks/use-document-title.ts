import { useEffect } from 'react';

export const SITE_NAME = 'Dhvani Shilp';

// Each page names itself in the browser tab, which is also what screen readers announce first.
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
