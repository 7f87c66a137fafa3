import { LOCALE_INFO, LOCALES, isLocale } from '@dhvani/contract/locales';
import { Languages } from 'lucide-react';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';
import { useChangeLanguage } from '@/i18n/use-change-language';
import { useLocale, useT } from '@/i18n/use-t';
import { controlClass } from '@/components/ui/form-field';

/**
 * The language choice of the top bar, the mobile menu and the recording flow's first step (issue 19).
 * Each language is named in its own script, so a visitor finds theirs whatever the page is shown in.
 */
export function LanguageSwitcher({ id, className }: { id: string; className?: string }) {
  const t = useT('common');
  const locale = useLocale();
  const change = useChangeLanguage();
  // Inert until the app runs: on a prerendered page a choice made earlier would be lost.
  const hydrated = useHydrated();
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <label htmlFor={id} className="text-midnight-green">
        <Languages aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('language.label')}</span>
      </label>
      <select
        id={id}
        value={locale}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLocale(event.target.value)) void change(event.target.value);
        }}
        className={cn(controlClass, 'h-9 w-auto px-2 text-sm')}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_INFO[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
