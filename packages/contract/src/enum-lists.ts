// The enumerated values and their labels, without zod: the web's first chunk needs them (the campaign link
// in web-routes.ts) and so must not pull zod in with them (issue 24's JS budget). enums.ts re-exports them.

export const RECORDING_LANGUAGES = [
  'English',
  'Hindi',
  'Tamil',
  'Telugu',
  'Gujarati',
  'Punjabi',
  'Odia',
  'Kannada',
  'Bengali',
  'Malayalam',
] as const;
export type RecordingLanguage = (typeof RECORDING_LANGUAGES)[number];

export const PROFILE_LANGUAGES = [
  'Hindi',
  'Bengali',
  'Tamil',
  'Gujarati',
  'Punjabi',
  'Kannada',
  'Malayalam',
  'Marathi',
  'Telugu',
  'Urdu',
] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

/**
 * The mother tongue a person may give at sign-up (issue 33): SPEC §3's ten profile languages, the recording
 * languages that list lacks (an Odia or English speaker can say so), and 'Other'. SPEC's own client sends one
 * of its ten, which stay valid.
 */
export const MOTHER_TONGUES = [...PROFILE_LANGUAGES, 'Odia', 'English', 'Other'] as const;
export type MotherTongue = (typeof MOTHER_TONGUES)[number];

export const DEMO_LANGUAGES = ['hindi', 'tamil', 'telugu', 'kannada', 'malayalam', 'bengali'] as const;

export const DOMAINS = ['healthcare', 'education', 'fmcg', 'telecom', 'retail', 'technology'] as const;
export type Domain = (typeof DOMAINS)[number];

/**
 * How a domain is named to people, in English (issue 24: 'FMCG', 'Fmcg' and 'fmcg' appeared for one domain).
 * The web's English catalog words each domain exactly so (a test holds it), the other languages translate
 * these; the value itself (DOMAINS) is what travels and is stored.
 */
export const DOMAIN_LABELS: Record<Domain, string> = {
  healthcare: 'Healthcare',
  education: 'Education',
  fmcg: 'FMCG',
  telecom: 'Telecom',
  retail: 'Retail',
  technology: 'Technology',
};

/** A domain's label inside an English sentence: 'healthcare', but an acronym stays 'FMCG'. */
export function domainInSentence(domain: Domain): string {
  const label = DOMAIN_LABELS[domain];
  return label === label.toUpperCase() ? label : label.toLowerCase();
}

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const QUALITIES = ['excellent', 'good', 'average', 'poor'] as const;
export type Quality = (typeof QUALITIES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
