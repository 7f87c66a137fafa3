// The signed-in user's language lives in the profile too, so it follows them to another device and their
// e-mails and SMS are written in it. Loaded on demand: the HTTP client stays out of the first chunk.
import type { Locale } from '@dhvani/contract/locales';
import { api } from '@/lib/api';
import { readAccessToken } from '@/lib/session-storage';

export const PROFILE_LOCALE_PATH = '/users/language';

export async function saveProfileLocale(language: Locale): Promise<void> {
  if (!readAccessToken()) return;
  try {
    await api.put(PROFILE_LOCALE_PATH, { language });
  } catch {
    // The choice is kept on this device; the next switch tries the profile again.
  }
}
