import { CAMPAIGN_PATH, campaignChoices, type Campaign } from '@dhvani/contract/campaign';

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
  if (url.hostname !== siteHostname || url.pathname.replace(/\/+$/, '') !== CAMPAIGN_PATH) return null;
  const { language, domain } = campaignChoices(url.searchParams);
  return language && domain ? { language, domain } : null;
}
