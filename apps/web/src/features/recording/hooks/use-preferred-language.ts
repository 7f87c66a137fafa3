import { splitLocalePath } from '@dhvani/contract/locales';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/hooks/use-session';
import { readStoredLocale } from '@/i18n/locale-preference';
import { useLocale } from '@/i18n/use-t';
import { lastRecordingLanguage, preferredRecordingLanguage } from '../model/preferred-language';

/** The language step 3 starts with, read when it is needed: by then the person's profile has arrived. */
export function usePreferredLanguage(): () => RecordingLanguage {
  const locale = useLocale();
  const { pathname } = useLocation();
  const motherTongue = useSession().user?.motherTongue;
  return useCallback(
    () =>
      preferredRecordingLanguage({
        last: lastRecordingLanguage(),
        locale,
        localeChosen: splitLocalePath(pathname).locale !== null || readStoredLocale() !== null,
        motherTongue,
      }),
    [locale, pathname, motherTongue],
  );
}
