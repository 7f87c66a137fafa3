// The landing page's figures and the catalog keys of their words (SPEC §1 facts: claims, features and use
// cases); the words themselves are the marketing catalog's (src/locales/<lang>/marketing.json).
import type { MessageKey } from '@/i18n/catalogs';

type Key = MessageKey<'marketing'>;

export const CLAIMS: readonly { value: string; label: Key }[] = [
  { value: '10+', label: 'landing.claim.hours' },
  { value: '10+', label: 'landing.claim.languages' },
  { value: '500+', label: 'landing.claim.contributors' },
];

/** The explainer's four steps, each `landing.explainer.<name>.title` and `.body`. */
export const EXPLAINER_STEPS = ['language', 'read', 'check', 'earn'] as const;

// Census of India 2011 (language tables, released 2018): the figures behind the digital divide section.
export const DIVIDE_STATS: readonly { value: string; label: Key }[] = [
  { value: '19,500+', label: 'landing.divide.motherTongues' },
  { value: '121', label: 'landing.divide.languages' },
  { value: '~10%', label: 'landing.divide.english' },
];

/** `landing.features.<name>.title` and `.body`. */
export const KEY_FEATURES = ['contribute', 'languages', 'community', 'rewards'] as const;

/** `landing.applications.<name>.title` and `.body`. */
export const APPLICATIONS = ['assistants', 'access', 'car'] as const;
