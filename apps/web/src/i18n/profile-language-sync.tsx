import { matchLocale } from '@dhvani/contract/locales';
import { useEffect, useRef } from 'react';
import { useSession } from '@/hooks/use-session';
import { useChangeLanguage } from './use-change-language';
import { getLocale } from './i18n-store';

/**
 * For a signed-in user, the profile's language (issue 19): when the server has one, the app switches to it
 * once per sign-in (it follows the user to another device); when it has none yet, the language they are
 * reading in is saved there. A later switch saves itself (use-change-language.ts).
 */
export function ProfileLanguageSync() {
  const { status, user } = useSession();
  const change = useChangeLanguage();
  const synced = useRef<string | null>(null);

  useEffect(() => {
    if (status !== 'signed-in' || !user?._id || synced.current === user._id) return;
    synced.current = user._id;
    const chosen = matchLocale(user.language);
    if (chosen && chosen !== getLocale()) void change(chosen, { saveToProfile: false });
    else if (!chosen) {
      void import('./profile-locale').then(({ saveProfileLocale }) => saveProfileLocale(getLocale()));
    }
  }, [status, user, change]);

  return null;
}
