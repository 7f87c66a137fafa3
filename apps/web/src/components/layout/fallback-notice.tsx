import { LOCALE_INFO } from '@dhvani/contract/locales';
import { useMatches } from 'react-router';
import type { Namespace } from '@/i18n/catalogs';
import { useI18nSnapshot, useT } from '@/i18n/use-t';

/** The catalogs the current page reads (its route's handle, see app/router.tsx). */
export function usePageNamespaces(): Namespace[] {
  return useMatches().flatMap(
    (match) => (match.handle as { namespaces?: Namespace[] } | undefined)?.namespaces ?? [],
  );
}

/**
 * Whether the page's own text is in English although another language is active: pages outside a
 * language's scope (marketing pages in Tamil, …) fall back to English, and say so (issue 19).
 */
export function usePageFallback(): 'none' | 'whole' | 'partial' {
  const { locale, catalogs } = useI18nSnapshot();
  const namespaces = usePageNamespaces();
  if (locale === 'en') return 'none';
  if (namespaces.some((ns) => catalogs[ns]?.locale === 'en')) return 'whole';
  if (namespaces.some((ns) => catalogs[ns]?.fallback)) return 'partial';
  return 'none';
}

export function FallbackNotice({ kind }: { kind: 'whole' | 'partial' }) {
  const t = useT('common');
  const { locale } = useI18nSnapshot();
  return (
    <p role="note" className="bg-light-yellow px-4 py-2 text-center text-sm text-ink">
      {t(kind === 'whole' ? 'fallback.notice' : 'fallback.partialNotice', {
        language: LOCALE_INFO[locale].nativeName,
      })}
    </p>
  );
}
