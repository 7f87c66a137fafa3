import { LOCALE_INFO, LOCALES, localizedPath, splitLocalePath } from '@dhvani/contract/locales';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { storeLocale } from '@/i18n/locale-preference';
import { useLocale, useT } from '@/i18n/use-t';

/**
 * The language choice as plain links to each language's copy of the page, for the static landing page,
 * which runs no framework (decision 0006): a closed <details> needs no script, and its links work from
 * the first paint. landing-enhance.ts keeps the choice (data-locale-choice) as the app's switcher does.
 */
export function LanguageLinks() {
  const t = useT('common');
  const locale = useLocale();
  const { path } = splitLocalePath(useLocation().pathname);
  return (
    <details className="relative">
      <summary className="flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-midnight-green hover:bg-white/60">
        <Languages aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('language.label')}: </span>
        {LOCALE_INFO[locale].nativeName}
      </summary>
      <ul className="absolute right-0 z-50 mt-1 w-40 rounded-md bg-white py-1 shadow-lg ring-1 ring-midnight-green/15">
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={localizedPath(path, code)}
              hrefLang={code}
              lang={code}
              data-locale-choice={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={() => storeLocale(code)}
              className="block px-3 py-1.5 text-sm text-ink hover:bg-nyanza aria-[current=true]:font-semibold"
            >
              {LOCALE_INFO[code].nativeName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
