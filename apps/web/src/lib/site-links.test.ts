import { describe, expect, it } from 'vitest';
import { externalProfiles } from './site-links';

describe('external profiles', () => {
  it('shows only the profiles the build was given, each at its own address', () => {
    expect(
      externalProfiles({
        VITE_PROFILE_GITHUB_URL: 'https://github.com/dhvani-shilp',
        VITE_PROFILE_LINKEDIN_URL: ' https://www.linkedin.com/company/dhvani-shilp ',
      }),
    ).toEqual([
      { kind: 'code', label: 'GitHub', href: 'https://github.com/dhvani-shilp' },
      { kind: 'network', label: 'LinkedIn', href: 'https://www.linkedin.com/company/dhvani-shilp' },
    ]);
  });

  it('hides a profile that is unset, empty or not an https address', () => {
    expect(externalProfiles({})).toEqual([]);
    expect(
      externalProfiles({
        VITE_PROFILE_GITHUB_URL: '',
        VITE_PROFILE_X_URL: 'javascript:alert(1)',
        VITE_PROFILE_LINKEDIN_URL: 'http://example.com',
      }),
    ).toEqual([]);
  });
});
