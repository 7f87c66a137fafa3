// Formats one catalog message with its values (ICU: placeholders, plurals, selects, tags). Messages arrive
// precompiled; plain-text messages are returned as they are, without building a formatter.
import { LOCALE_INFO, type Locale } from '@dhvani/contract/locales';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { createElement, Fragment, type ReactNode } from 'react';
import type { CompiledMessage, LoadedCatalog } from './catalogs';

/** Placeholder values; a function renders a tag's content (`<link>…</link>`) as React nodes. */
export type MessageValues = Record<
  string,
  PrimitiveType | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

const formatters = new WeakMap<object, IntlMessageFormat>();

function formatter(message: Exclude<CompiledMessage, string>, locale: Locale): IntlMessageFormat {
  let cached = formatters.get(message);
  if (!cached) {
    // Plurals and numbers follow the language's rules (Intl.PluralRules, Intl.NumberFormat).
    cached = new IntlMessageFormat(message, LOCALE_INFO[locale].intl);
    formatters.set(message, cached);
  }
  return cached;
}

/** The message for `key`, and the language it is in (English when a catalog leaves the key out). */
export function lookup(catalog: LoadedCatalog | undefined, key: string) {
  const own = catalog?.messages[key];
  if (own !== undefined) return { message: own, locale: catalog!.locale };
  const fallback = catalog?.fallback?.[key];
  if (fallback !== undefined) return { message: fallback, locale: 'en' as Locale };
  return null;
}

/** Formats to a string (values must be primitives or dates). */
export function formatText(message: CompiledMessage, locale: Locale, values?: MessageValues): string {
  if (typeof message === 'string') return message;
  const result = formatter(message, locale).format(values as Record<string, PrimitiveType>);
  return Array.isArray(result) ? result.join('') : String(result);
}

/** Formats to React nodes: tags become the elements their functions return. */
export function formatRich(message: CompiledMessage, locale: Locale, values?: MessageValues): ReactNode {
  if (typeof message === 'string') return message;
  const result = formatter(message, locale).format<ReactNode>(values as Record<string, ReactNode>);
  // Spread as separate children: React needs no keys for them then.
  return Array.isArray(result) ? createElement(Fragment, null, ...(result as ReactNode[])) : result;
}
