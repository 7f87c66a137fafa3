// The campaign link on this site (its shape lives in @dhvani/contract/campaign, which the web's scanner reads)
// and its printable QR code.
import QRCode from 'qrcode';
import { campaignPath, type Campaign } from '@dhvani/contract/campaign';

export function campaignLink(origin: string, campaign: Campaign): string {
  return new URL(campaignPath(campaign), origin).toString();
}

/** Error correction M survives a little glare or a crease on a printed poster; the quiet zone is 4 modules. */
export function campaignQrPng(link: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: 'png', width, margin: 4, errorCorrectionLevel: 'M' });
}
