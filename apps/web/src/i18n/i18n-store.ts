// The active language and its loaded catalogs: one store for the whole app (and for the build-time
// prerender, which renders one language at a time). React reads it through useSyncExternalStore
// (use-t.ts); a language change loads every namespace in use for the new language first, then swaps
// them all at once, so no screen ever shows a mix or a missing message.
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@dhvani/contract/locales';
import { setRequestLocale } from '@/lib/request-locale';
import { loadCatalog, type LoadedCatalog, type Namespace } from './catalogs';
import { preloadScriptFonts } from './script-fonts';

export interface I18nSnapshot {
  locale: Locale;
  catalogs: Partial<Record<Namespace, LoadedCatalog>>;
}

let snapshot: I18nSnapshot = { locale: DEFAULT_LOCALE, catalogs: {} };
const listeners = new Set<() => void>();
/** Catalogs by `${locale}/${namespace}`, loaded or loading; a catalog is fetched once per page life. */
const cache = new Map<string, Promise<LoadedCatalog>>();
let switching: { locale: Locale; done: Promise<void> } | null = null;

function publish(next: I18nSnapshot): void {
  snapshot = next;
  setRequestLocale(next.locale);
  listeners.forEach((listener) => listener());
}

function fetchCatalog(locale: Locale, namespace: Namespace): Promise<LoadedCatalog> {
  const key = `${locale}/${namespace}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadCatalog(locale, namespace);
    cache.set(key, pending);
    // A failed load (offline, a stale deployment) may be retried by the next call.
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

async function catalogsFor(locale: Locale, namespaces: Iterable<Namespace>) {
  const entries = await Promise.all(
    [...new Set(namespaces)].map(async (ns) => [ns, await fetchCatalog(locale, ns)] as const),
  );
  return Object.fromEntries(entries) as Partial<Record<Namespace, LoadedCatalog>>;
}

/** Makes sure the namespaces are loaded in the active language (route modules call it with their page). */
export async function ensureNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => snapshot.catalogs[ns]?.locale === undefined);
  if (missing.length === 0) return;
  const locale = snapshot.locale;
  const loaded = await catalogsFor(locale, missing);
  // A language switch that finished meanwhile loaded these itself, in its language.
  if (snapshot.locale !== locale) return ensureNamespaces(namespaces);
  publish({ locale, catalogs: { ...snapshot.catalogs, ...loaded } });
}

/**
 * Loads every namespace in use (and `extra`) in `locale`, then makes it the active language. Calling it
 * again for the same language while it loads returns the same promise.
 */
export function setLocale(locale: Locale, extra: readonly Namespace[] = []): Promise<void> {
  if (switching?.locale === locale) return switching.done;
  const inUse = [...(Object.keys(snapshot.catalogs) as Namespace[]), ...extra];
  const done = catalogsFor(locale, inUse).then((catalogs) => {
    if (switching?.locale !== locale) return;
    switching = null;
    publish({ locale, catalogs });
    applyToDocument(locale);
  });
  switching = { locale, done };
  return done;
}

/** `<html lang dir>` follow the language (screen readers, fonts, hyphenation); its fonts are preloaded. */
function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  preloadScriptFonts(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = LOCALE_INFO[locale].dir;
}

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getI18nSnapshot(): I18nSnapshot {
  return snapshot;
}

export const getLocale = (): Locale => snapshot.locale;

/** Starts over with no catalogs (tests, and the build-time prerender between languages). */
export function resetI18n(locale: Locale = DEFAULT_LOCALE): void {
  switching = null;
  snapshot = { locale, catalogs: {} };
  applyToDocument(locale);
}
