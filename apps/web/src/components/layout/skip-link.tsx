import { useT } from '@/i18n/use-t';

export const MAIN_CONTENT_ID = 'main-content';

// First focusable element on every page: lets keyboard users jump past the navigation.
export function SkipLink() {
  const t = useT('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-midnight-green font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2"
    >
      {t('skipLink')}
    </a>
  );
}
