import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import { USER_MESSAGES } from '@dhvani/contract/users';
import { apiErrorText, codeText, messageText, type MessageTable } from '@/i18n/error-text';
import { getLocale } from '@/i18n/i18n-store';

/** The contract's tables the profile can show, by code prefix (`error.user.accountUpdated`). */
const PROFILE_TABLES: Readonly<Record<string, MessageTable>> = { auth: AUTH_MESSAGES, user: USER_MESSAGES };

/** A contract text (validation message, toast) in the active language. */
export function profileText(message: string): string;
export function profileText(message: string | undefined): string | undefined;
export function profileText(message: string | undefined): string | undefined {
  return messageText(message, PROFILE_TABLES);
}

/** SPEC §8: the server's message or the fallback, in the active language. */
export function profileError(error: unknown, fallback: string): string {
  return apiErrorText(error, fallback, PROFILE_TABLES);
}

/**
 * A server text built from values (USER_MESSAGES.emailChanged(email)): the server's own words in English,
 * the catalog's `error.<code>` with the same values otherwise.
 */
export function withParams(english: string, code: string, params: Record<string, string>): string {
  return getLocale() === 'en' ? english : (codeText(code, params) ?? english);
}
