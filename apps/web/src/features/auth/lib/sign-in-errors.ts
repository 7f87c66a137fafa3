import { AUTH_MESSAGES } from '@dhvani/contract/auth-messages';
import { isHttpError } from '@/lib/http-error';
import { apiErrorText, messageText } from '@/i18n/error-text';
import { translator } from '@/i18n/use-t';
import { AUTH_TABLES } from './messages';

// SPEC §8's mapping from a failed sign-in call to what the person reads, in the active language.

export function otpSendError(error: unknown): string {
  const message = apiErrorText(error, translator('auth')('signIn.otpSendFailed'), AUTH_TABLES);
  const english = isHttpError<{ message?: string }>(error) ? (error.response?.data?.message ?? '') : '';
  return english.includes('does not exist') ? authText(AUTH_MESSAGES.phoneNotRegistered) : message;
}

export function otpVerifyError(error: unknown): string {
  return apiErrorText(error, translator('auth')('signIn.otpVerifyFailed'), AUTH_TABLES);
}

/** A failed e-mail sign-in (or reset-code request): a 404 is an unregistered address. */
export function emailLoginError(error: unknown, fallback = translator('auth')('signIn.loginFailed')): string {
  if (isHttpError(error) && error.response?.status === 404) return authText(AUTH_MESSAGES.emailNotRegistered);
  return apiErrorText(error, fallback, AUTH_TABLES);
}

/** A contract auth text (validation message, toast) in the active language. */
export function authText(message: string): string;
export function authText(message: string | undefined): string | undefined;
export function authText(message: string | undefined): string | undefined {
  return messageText(message, AUTH_TABLES);
}
