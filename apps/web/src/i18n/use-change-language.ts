import { localizedPath, splitLocalePath, type Locale } from '@dhvani/contract/locales';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '@/lib/toast';
import { setLocale } from './i18n-store';
import { storeLocale } from './locale-preference';
import { translator } from './use-t';

/**
 * Switches the language: loads the new language's messages for everything on screen, swaps them in, and
 * moves to the same page's URL in that language, replacing the history entry and keeping its state, so the
 * page stays mounted (the recording flow keeps its step and choices). The choice is kept in local storage
 * and, for a signed-in user, in the profile.
 */
export function useChangeLanguage(): (next: Locale, options?: { saveToProfile?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  // The location when the messages have arrived, not when the switch began.
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);

  return useCallback(
    async (next: Locale, { saveToProfile = true } = {}) => {
      storeLocale(next);
      try {
        await setLocale(next);
      } catch {
        notify.error(translator('common')('language.changeFailed'));
        return;
      }
      const { pathname, search, hash, state } = current.current;
      const target = localizedPath(splitLocalePath(pathname).path, next);
      if (target !== pathname) void navigate({ pathname: target, search, hash }, { replace: true, state });
      if (saveToProfile)
        void import('./profile-locale').then(({ saveProfileLocale }) => saveProfileLocale(next));
    },
    [navigate],
  );
}
