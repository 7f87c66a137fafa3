import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { paths } from '@/lib/paths';

export interface Campaign {
  language: (typeof RECORDING_LANGUAGES)[number];
  domain: (typeof DOMAINS)[number];
}

const canonical = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw ? values.find((v) => v.toLowerCase() === raw.trim().toLowerCase()) : undefined;

/**
 * A campaign code holds a link to this site's /qr-recording?language=…&domain=… (the admin's campaign QR).
 * Only links to this host count, on any port (a printed code names the public host, the app may sit behind
 * a proxy port), and only known languages and domains: nothing from a code is passed on unchecked.
 */
export function parseCampaign(text: string, siteHostname: string): Campaign | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname !== siteHostname || url.pathname.replace(/\/+$/, '') !== paths.qrRecording) return null;
  const language = canonical(RECORDING_LANGUAGES, url.searchParams.get('language'));
  const domain = canonical(DOMAINS, url.searchParams.get('domain'));
  return language && domain ? { language, domain } : null;
}

/** Where 'Start Voice Contribution' leads: the campaign's preselected flow, or the plain flow. */
export function contributionPath(campaign: Campaign | null): string {
  if (!campaign) return paths.qrRecording;
  const query = new URLSearchParams({ language: campaign.language, domain: campaign.domain });
  return `${paths.qrRecording}?${query.toString()}`;
}
