import { LOCALE_INFO } from '@dhvani/contract/locales';
import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import { useLocale, useT } from '@/i18n/use-t';

/**
 * The version a consent records and the day it took effect. The date is a calendar day, formatted in UTC so
 * that the prerendered page and every visitor's time zone show the same day.
 */
export function NoticeVersion() {
  const t = useT('legal');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${PRIVACY_NOTICE.date}T00:00:00Z`));
  return (
    <p data-testid="notice-version" className="text-sm text-ink-muted">
      {t('ui.version', { version: PRIVACY_NOTICE.version, date })}
    </p>
  );
}
