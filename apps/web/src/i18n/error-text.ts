// Messages that come from the contract or the server, in the active language. The server sends a `code`
// (and the `params` its message was built from) with each error (docs/i18n.md); the contract's schemas,
// which the web also validates its forms with, give English texts from its message tables. Both map to
// the common catalog's `error.<code>` keys: a table entry AUTH_MESSAGES.invalidPhone is `auth.invalidPhone`.
import type { ApiError } from '@dhvani/contract/envelope';
import { isHttpError } from '@/lib/http-error';
import type { MessageKey, Namespace } from './catalogs';
import { getLocale } from './i18n-store';
import { translator } from './use-t';

/** The error envelope; `code` and `params` are on the errors that have them. */
type ErrorBody = Partial<ApiError> & { code?: string; params?: Record<string, string | number> };

/** A contract message table: key → English text (functions build a text from values). */
export type MessageTable = Readonly<Record<string, unknown>>;

/** The code of an English text found in `tables` ({ auth: AUTH_MESSAGES } → 'auth.invalidPhone'), or null. */
export function codeOfMessage(
  message: string,
  tables: Readonly<Record<string, MessageTable>>,
): string | null {
  for (const [name, table] of Object.entries(tables)) {
    for (const [key, text] of Object.entries(table)) if (text === message) return `${name}.${key}`;
  }
  return null;
}

/** The catalog's words for `code` with `params`, or null when the catalog has none. */
export function codeText(code: string, params?: Record<string, string | number>): string | null {
  const t = translator('common');
  const key = `error.${code}`;
  return t.has(key) ? t(key as never, params) : null;
}

/**
 * A text from the contract (a form's validation message) in the active language: by its code when the
 * catalog has one, else as it is.
 */
export function messageText(
  message: string | undefined,
  tables: Readonly<Record<string, MessageTable>>,
): string | undefined {
  if (message === undefined) return undefined;
  const code = codeOfMessage(message, tables);
  return (code && codeText(code)) ?? message;
}

/**
 * A text of a web-only message table (CONTACT_MESSAGES, CAMERA_MESSAGES …) in the active language: the
 * `namespace` catalog's `<prefix>.<key>` for the table's `key`; any other text as it is.
 */
export function tableText<N extends Namespace>(
  message: string,
  table: MessageTable,
  namespace: N,
  prefix: string,
): string {
  const code = codeOfMessage(message, { [prefix]: table });
  const t = translator(namespace);
  return code && t.has(code) ? t(code as MessageKey<N>) : message;
}

/**
 * What to tell the person about a failed API call. SPEC §8's rule, "the server's message, or the
 * fallback", holds for English word for word. In another language the server's message is shown through
 * its code; a message the catalog cannot word falls back to `fallback` (already in that language) rather
 * than showing English.
 */
export function apiErrorText(
  error: unknown,
  fallback: string,
  tables: Readonly<Record<string, MessageTable>> = {},
): string {
  const body = isHttpError<ErrorBody>(error) ? error.response?.data : undefined;
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  if (getLocale() === 'en') return message || fallback;
  const byCode = typeof body?.code === 'string' ? codeText(body.code, body.params) : null;
  if (byCode) return byCode;
  const byText = message ? codeOfMessage(message, tables) : null;
  return (byText ? codeText(byText) : null) ?? fallback;
}
