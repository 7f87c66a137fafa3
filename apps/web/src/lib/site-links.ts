// The brand's external profiles, shown in the footer and on the contact page (SPEC §2). Each is set when the
// web is built (VITE_PROFILE_GITHUB_URL, VITE_PROFILE_X_URL, VITE_PROFILE_LINKEDIN_URL); one left unset is
// not shown at all, rather than linking to the site's home page (issue 24).

export type ProfileKind = 'code' | 'microblog' | 'network';

export interface ExternalProfile {
  kind: ProfileKind;
  label: string;
  href: string;
}

type Env = Readonly<Record<string, unknown>>;

const PROFILES: ReadonlyArray<{ kind: ProfileKind; label: string; variable: string }> = [
  { kind: 'code', label: 'GitHub', variable: 'VITE_PROFILE_GITHUB_URL' },
  { kind: 'microblog', label: 'X', variable: 'VITE_PROFILE_X_URL' },
  { kind: 'network', label: 'LinkedIn', variable: 'VITE_PROFILE_LINKEDIN_URL' },
];

/** The profiles `env` sets to an https address; the others are left out. */
export function externalProfiles(env: Env): ExternalProfile[] {
  return PROFILES.flatMap(({ kind, label, variable }) => {
    const value = env[variable];
    if (typeof value !== 'string') return [];
    try {
      const url = new URL(value.trim());
      return url.protocol === 'https:' ? [{ kind, label, href: url.href }] : [];
    } catch {
      return [];
    }
  });
}

export const EXTERNAL_PROFILES: readonly ExternalProfile[] = externalProfiles(import.meta.env);
