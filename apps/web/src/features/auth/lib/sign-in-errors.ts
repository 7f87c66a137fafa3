import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import { isAxiosError } from 'axios';
import { apiErrorMessage } from '@/lib/api';
import { SIGN_IN_TEXT } from './messages';

// SPEC §8's mapping from a failed sign-in call to what the person reads.

export function otpSendError(error: unknown): string {
  const message = apiErrorMessage(error, SIGN_IN_TEXT.otpSendFailed);
  return message.includes('does not exist') ? AUTH_MESSAGES.phoneNotRegistered : message;
}

export function otpVerifyError(error: unknown): string {
  return apiErrorMessage(error, SIGN_IN_TEXT.otpVerifyFailed);
}

export function emailLoginError(error: unknown): string {
  if (isAxiosError(error) && error.response?.status === 404) return AUTH_MESSAGES.emailNotRegistered;
  return apiErrorMessage(error, SIGN_IN_TEXT.loginFailed);
}
