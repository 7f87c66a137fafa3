// The admin's words for the server's import and sentence messages (admin catalog `sentences.error.<key>`),
// so a refused upload reads in the active language; English keeps the server's message word for word.
import { SENTENCE_ADMIN_MESSAGES } from '@dhvani/contract/sentence-admin';
import { SENTENCE_IMPORT_MESSAGES } from '@dhvani/contract/sentence-imports';
import { getLocale } from '@/i18n/i18n-store';
import { tableText } from '@/i18n/error-text';
import { isHttpError } from '@/lib/http-error';

const TABLE = { ...SENTENCE_IMPORT_MESSAGES, ...SENTENCE_ADMIN_MESSAGES };

/** A message the server stored (a failed import's reason), worded in the active language when it can be. */
export function sentenceAdminMessage(message: string): string {
  return getLocale() === 'en' ? message : tableText(message, TABLE, 'admin', 'sentences.error');
}

export function sentenceAdminErrorText(error: unknown, fallback: string): string {
  const message = isHttpError<{ message?: unknown }>(error) ? error.response?.data?.message : undefined;
  if (typeof message !== 'string' || message === '') return fallback;
  if (getLocale() === 'en') return message;
  const worded = tableText(message, TABLE, 'admin', 'sentences.error');
  return worded === message ? fallback : worded;
}
