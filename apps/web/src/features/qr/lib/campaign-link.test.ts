import { describe, expect, it } from 'vitest';
import { parseCampaign } from './campaign-link';

describe('parseCampaign', () => {
  it('reads language and domain from a link to this site, on any port, in canonical spelling', () => {
    expect(
      parseCampaign('http://127.0.0.1/qr-recording?language=hindi&domain=HEALTHCARE', '127.0.0.1'),
    ).toEqual({
      language: 'Hindi',
      domain: 'healthcare',
    });
    expect(
      parseCampaign(
        ' https://voice.example.in:8443/qr-recording/?domain=retail&language=Odia ',
        'voice.example.in',
      ),
    ).toEqual({
      language: 'Odia',
      domain: 'retail',
    });
  });

  it('ignores other hosts, other paths, unknown values and plain text', () => {
    const site = 'voice.example.in';
    expect(parseCampaign('https://evil.example/qr-recording?language=Hindi&domain=retail', site)).toBeNull();
    expect(parseCampaign('https://voice.example.in/dashboard?language=Hindi&domain=retail', site)).toBeNull();
    expect(
      parseCampaign('https://voice.example.in/qr-recording?language=Klingon&domain=retail', site),
    ).toBeNull();
    expect(parseCampaign('https://voice.example.in/qr-recording?language=Hindi', site)).toBeNull();
    expect(parseCampaign('javascript:alert(1)//voice.example.in/qr-recording', site)).toBeNull();
    expect(parseCampaign('DHVANI-SHILP-E2E-QR-0001', site)).toBeNull();
  });
});
