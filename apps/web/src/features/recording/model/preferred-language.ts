// Which recording language step 3 starts with when no campaign link chose one (issue 33): the one this device
// last recorded in, else the language the person reads the site in, else their mother tongue. The campaign's
// own choice is set before (initialFlow), and whatever is chosen on step 3 wins over all of them.
import { pickLanguage } from '@dhvani/contract/campaign';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { LOCALE_INFO, type Locale } from '@dhvani/contract/locales';

const STORAGE_KEY = 'recordingLanguage';

export interface LanguageHints {
  /** What this device recorded in last (local storage). */
  last: string | null;
  /** The interface language, and whether the person chose it (the URL or their choice) or got the default. */
  locale: Locale;
  localeChosen: boolean;
  /** The mother tongue given at sign-up (GET /users/current). */
  motherTongue: string | null | undefined;
}

/**
 * English shown only because nothing asked for another language says less about the reader than the mother
 * tongue they gave, so it comes after it; a chosen interface language comes before.
 */
export function preferredRecordingLanguage(hints: LanguageHints): RecordingLanguage {
  const interfaceLanguage = LOCALE_INFO[hints.locale].recordingLanguage;
  return (
    pickLanguage(hints.last) ||
    (hints.localeChosen || hints.locale !== 'en' ? interfaceLanguage : '') ||
    pickLanguage(hints.motherTongue) ||
    interfaceLanguage
  );
}

export function lastRecordingLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberRecordingLanguage(language: RecordingLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the next recording starts from the other hints.
  }
}
