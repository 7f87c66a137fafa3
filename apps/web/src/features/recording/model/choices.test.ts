import { describe, expect, it } from 'vitest';
import { choicesFromSearch } from './choices';
import { newUuid } from './ids';

describe('choicesFromSearch', () => {
  it('preselects a campaign link in any letter case, spelled as SPEC §3 writes it', () => {
    expect(choicesFromSearch(new URLSearchParams('language=hindi&domain=HealthCare'))).toEqual({
      language: 'Hindi',
      domain: 'healthcare',
    });
  });

  it('ignores unknown or missing values', () => {
    expect(choicesFromSearch(new URLSearchParams('language=Klingon'))).toEqual({ language: '', domain: '' });
  });
});

describe('newUuid', () => {
  it('makes distinct version 4 UUIDs, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newUuid()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const a = newUuid();
      expect(a).toMatch(uuid);
      expect(newUuid()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
