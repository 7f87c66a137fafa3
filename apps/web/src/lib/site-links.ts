// The brand's external profiles, shown in the footer and on the contact page (SPEC §2).
export const EXTERNAL_PROFILES = [
  { label: 'GitHub', href: 'https://github.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;
