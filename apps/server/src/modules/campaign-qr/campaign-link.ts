// A campaign link opens the recording flow with its language and domain chosen (issue 7). The web's QR
// scanner recognises exactly this shape: <this site>/qr-recording?language=<Language>&domain=<domain>.
import QRCode from 'qrcode';

export const CAMPAIGN_PATH = '/qr-recording';

export function campaignLink(origin: string, language: string, domain: string): string {
  const url = new URL(CAMPAIGN_PATH, origin);
  url.searchParams.set('language', language);
  url.searchParams.set('domain', domain);
  return url.toString();
}

/** Error correction M survives a little glare or a crease on a printed poster; the quiet zone is 4 modules. */
export function campaignQrPng(link: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: 'png', width, margin: 4, errorCorrectionLevel: 'M' });
}
