// Domain and language of step 3, including the campaign link /qr-recording?language=…&domain=…
// (QR posters rely on it): values match case-insensitively and come out spelled as SPEC §3 writes them.
import { DOMAINS, RECORDING_LANGUAGES, type Domain, type RecordingLanguage } from '@dhvani/contract/enums';

function pick<T extends string>(values: readonly T[], raw: string | null): T | '' {
  const wanted = raw?.trim().toLowerCase();
  if (!wanted) return '';
  return values.find((value) => value.toLowerCase() === wanted) ?? '';
}

export const pickLanguage = (raw: string | null): RecordingLanguage | '' => pick(RECORDING_LANGUAGES, raw);
export const pickDomain = (raw: string | null): Domain | '' => pick(DOMAINS, raw);

export function choicesFromSearch(search: URLSearchParams): {
  language: RecordingLanguage | '';
  domain: Domain | '';
} {
  return { language: pickLanguage(search.get('language')), domain: pickDomain(search.get('domain')) };
}
