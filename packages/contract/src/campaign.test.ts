import { describe, expect, it } from 'vitest';
import { campaignChoices, campaignPath } from './campaign.js';

// A query string read the way URLSearchParams reads these values (no escapes needed for them).
function fromText(text: string) {
  const pairs = new Map(text.split('&').map((pair) => pair.split('=') as [string, string]));
  return campaignChoices({ get: (name) => pairs.get(name) ?? null });
}

describe('campaign link', () => {
  it('reads language and domain case-insensitively, in their SPEC spelling', () => {
    expect(fromText('language=hindi&domain=HealthCare')).toEqual({ language: 'Hindi', domain: 'healthcare' });
  });

  it('leaves out what is unknown or missing', () => {
    expect(fromText('language=Klingon')).toEqual({ language: '', domain: '' });
  });

  it('writes the link the scanner and the recording flow read back', () => {
    const path = campaignPath({ language: 'Tamil', domain: 'education' });
    expect(path).toBe('/qr-recording?language=Tamil&domain=education');
    expect(fromText(path.split('?')[1] ?? '')).toEqual({ language: 'Tamil', domain: 'education' });
    expect(campaignPath(null)).toBe('/qr-recording');
  });
});
