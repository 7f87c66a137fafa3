// User-facing text of the recording flow lives in the recording catalog (src/locales/<lang>/recording.json);
// these are the words tests and other modules name it by.
import { translator } from '@/i18n/use-t';

/** The recording catalog's words of the moment (toasts raised outside a render). */
export const recordingText = (key: Parameters<ReturnType<typeof translator<'recording'>>>[0]) =>
  translator('recording')(key);
