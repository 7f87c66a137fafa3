// How components read messages: `const t = useT('auth'); t('signIn.title')`, `t.rich('x', { link: … })`.
import type { Locale } from '@dhvani/contract/locales';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageKey, Namespace } from './catalogs';
import { getI18nSnapshot, subscribeI18n, type I18nSnapshot } from './i18n-store';
import { formatRich, formatText, lookup, type MessageValues } from './translate';

export interface Translator<N extends Namespace> {
  (key: MessageKey<N>, values?: MessageValues): string;
  rich: (key: MessageKey<N>, values?: MessageValues) => ReactNode;
  /** The language `key` is shown in: differs from the active one where a page falls back to English. */
  localeOf: (key: MessageKey<N>) => Locale;
  /** Whether the catalog has `key` (for keys built at run time, such as error codes). */
  has: (key: string) => boolean;
}

/** A translator over one snapshot; outside React (toasts raised from callbacks) use `translator()`. */
export function createTranslator<N extends Namespace>(snapshot: I18nSnapshot, namespace: N): Translator<N> {
  const catalog = snapshot.catalogs[namespace];
  const find = (key: string) => {
    const found = lookup(catalog, key);
    // A missing key is a bug the catalog tests catch; show the key rather than nothing.
    if (!found && import.meta.env.DEV) console.warn(`i18n: no message ${namespace}:${key}`);
    return found;
  };
  const t = ((key, values) => {
    const found = find(key);
    return found ? formatText(found.message, found.locale, values) : key;
  }) as Translator<N>;
  t.rich = (key, values) => {
    const found = find(key);
    return found ? formatRich(found.message, found.locale, values) : key;
  };
  t.localeOf = (key) => lookup(catalog, key)?.locale ?? catalog?.locale ?? snapshot.locale;
  t.has = (key) => lookup(catalog, key) !== null;
  return t;
}

export function useI18nSnapshot(): I18nSnapshot {
  return useSyncExternalStore(subscribeI18n, getI18nSnapshot, getI18nSnapshot);
}

export function useLocale(): Locale {
  return useI18nSnapshot().locale;
}

export function useT<N extends Namespace>(namespace: N): Translator<N> {
  const snapshot = useI18nSnapshot();
  return useMemo(() => createTranslator(snapshot, namespace), [snapshot, namespace]);
}

/** The translator of the moment, for code outside components (a toast after a request). */
export function translator<N extends Namespace>(namespace: N): Translator<N> {
  return createTranslator(getI18nSnapshot(), namespace);
}
