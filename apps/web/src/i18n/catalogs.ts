// The message catalogs: src/locales/<lang>/<namespace>.json, one file per language and namespace, each a
// flat map of key → ICU message that a translator edits as it is (docs/i18n.md). Every file is its own
// chunk, loaded when a page needs that namespace in the active language, so a page downloads only the
// active language's messages. The build precompiles them (scripts/catalog-plugin.mjs).
import { LOCALE_INFO, type Locale } from '@dhvani/contract/locales';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type admin from '@/locales/en/admin.json';
import type auth from '@/locales/en/auth.json';
import type common from '@/locales/en/common.json';
import type contact from '@/locales/en/contact.json';
import type dashboard from '@/locales/en/dashboard.json';
import type demo from '@/locales/en/demo.json';
import type faq from '@/locales/en/faq.json';
import type legal from '@/locales/en/legal.json';
import type marketing from '@/locales/en/marketing.json';
import type profile from '@/locales/en/profile.json';
import type qr from '@/locales/en/qr.json';
import type recording from '@/locales/en/recording.json';
import type review from '@/locales/en/review.json';
import type sentences from '@/locales/en/sentences.json';

/** The English catalogs are the source: their keys are the keys every other language translates. */
export interface CatalogShapes {
  common: typeof common;
  auth: typeof auth;
  recording: typeof recording;
  review: typeof review;
  sentences: typeof sentences;
  dashboard: typeof dashboard;
  profile: typeof profile;
  faq: typeof faq;
  marketing: typeof marketing;
  contact: typeof contact;
  admin: typeof admin;
  qr: typeof qr;
  demo: typeof demo;
  legal: typeof legal;
}
export type Namespace = keyof CatalogShapes;
export type MessageKey<N extends Namespace> = keyof CatalogShapes[N] & string;

/**
 * Which languages translate a namespace. `contributor`: all ten (the contributor's path, issue 19).
 * `partial`: all ten, but the other eight only the keys of CONTRIBUTOR_KEYS; the rest shows in English.
 * `full`: only the languages whose scope is 'full' (English, Hindi); the others show the whole
 * namespace in English, with a notice (components/layout/fallback-notice.tsx).
 */
export const NAMESPACE_SCOPE: Record<Namespace, 'contributor' | 'partial' | 'full'> = {
  common: 'contributor',
  auth: 'contributor',
  recording: 'contributor',
  // The Listen page (issue 21) is on the contributor's path.
  review: 'contributor',
  // Writing and checking sentences (issue 32) is on the contributor's path too.
  sentences: 'contributor',
  dashboard: 'contributor',
  profile: 'contributor',
  // Every public page, the landing page first, in all ten languages (issue 33).
  faq: 'contributor',
  marketing: 'contributor',
  contact: 'contributor',
  demo: 'contributor',
  admin: 'full',
  qr: 'full',
  // The privacy notice and the terms (issue 23): the consent step links them, so all ten languages.
  legal: 'contributor',
};

/** In a `partial` namespace, the keys that every language translates (key prefixes). None is partial now. */
export const CONTRIBUTOR_KEYS: Partial<Record<Namespace, readonly string[]>> = {};

export type CompiledMessage = string | MessageFormatElement[];
export type CompiledCatalog = Record<string, CompiledMessage>;

// meta.json in each folder records who translated and reviewed it; it is not a catalog.
const loaders = import.meta.glob<CompiledCatalog>(['../locales/*/*.json', '!../locales/*/meta.json'], {
  import: 'default',
});

/** The source file of a catalog, as Vite's manifest names it (the build preloads it, post-build.mjs). */
export const catalogSource = (locale: Locale, namespace: Namespace) =>
  `src/locales/${locale}/${namespace}.json`;

/** Whether `locale` has its own `namespace` catalog (else it is shown in English). */
export function hasCatalog(locale: Locale, namespace: Namespace): boolean {
  const scope = NAMESPACE_SCOPE[namespace];
  return scope !== 'full' || LOCALE_INFO[locale].scope === 'full';
}

export interface LoadedCatalog {
  /** The language the messages are in: `locale`, or English for a namespace it does not translate. */
  locale: Locale;
  messages: CompiledCatalog;
  /** English messages for the keys a partial catalog leaves out (only for `partial` namespaces). */
  fallback?: CompiledCatalog;
}

function load(locale: Locale, namespace: Namespace): Promise<CompiledCatalog> {
  const loader = loaders[`../locales/${locale}/${namespace}.json`];
  if (!loader) return Promise.reject(new Error(`No ${locale} catalog for ${namespace}`));
  return loader();
}

export async function loadCatalog(locale: Locale, namespace: Namespace): Promise<LoadedCatalog> {
  if (!hasCatalog(locale, namespace)) return { locale: 'en', messages: await load('en', namespace) };
  if (NAMESPACE_SCOPE[namespace] === 'partial' && locale !== 'en') {
    const [messages, fallback] = await Promise.all([load(locale, namespace), load('en', namespace)]);
    return { locale, messages, fallback };
  }
  return { locale, messages: await load(locale, namespace) };
}
