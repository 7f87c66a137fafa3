// The campaign link (issue 7): <site>/qr-recording?language=<Language>&domain=<domain> opens the recording
// flow with both chosen. The admin's campaign QR (server) writes it; the QR scanner and the recording flow
// (web) read it. Values match case-insensitively and come out spelled as SPEC §3 writes them.
import { DOMAINS, RECORDING_LANGUAGES, type Domain, type RecordingLanguage } from './enum-lists.js';

export const CAMPAIGN_PATH = '/qr-recording';

export interface Campaign {
  language: RecordingLanguage;
  domain: Domain;
}

function canonical<T extends string>(values: readonly T[], raw: string | null | undefined): T | '' {
  const wanted = raw?.trim().toLowerCase();
  if (!wanted) return '';
  return values.find((value) => value.toLowerCase() === wanted) ?? '';
}

/** A recording language in its SPEC spelling, or '' when the text names none. */
export const pickLanguage = (raw: string | null | undefined): RecordingLanguage | '' =>
  canonical(RECORDING_LANGUAGES, raw);
/** A domain in its SPEC spelling, or '' when the text names none. */
export const pickDomain = (raw: string | null | undefined): Domain | '' => canonical(DOMAINS, raw);

/** The choices a campaign query carries ('' for a missing or unknown one); takes a URLSearchParams. */
export function campaignChoices(query: { get(name: string): string | null }): {
  language: RecordingLanguage | '';
  domain: Domain | '';
} {
  return { language: pickLanguage(query.get('language')), domain: pickDomain(query.get('domain')) };
}

/** The site-relative link of a campaign; the plain recording flow without one. */
export function campaignPath(campaign: Campaign | null): string {
  if (!campaign) return CAMPAIGN_PATH;
  const { language, domain } = campaign;
  return `${CAMPAIGN_PATH}?language=${encodeURIComponent(language)}&domain=${encodeURIComponent(domain)}`;
}
