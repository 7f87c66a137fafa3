import { AUTH_MESSAGES } from '@dhvani/contract/auth-messages';
import { USER_MESSAGES } from '@dhvani/contract/user-messages';
import type { MessageTable } from '@/i18n/error-text';

// The server refuses these too (issue 3: no one under 18, since there is no parental-consent flow);
// checking on step 1 saves verifying two contacts only to be refused at the end. Same texts as the server.
export const MINIMUM_AGE_YEARS = 18;
export const DOB_MESSAGES = {
  future: 'Date of birth must be in the past.',
  tooYoung: `You must be at least ${MINIMUM_AGE_YEARS} years old to register.`,
} as const;

/**
 * The contract's message tables the auth forms can show (their validation and the server's answers), by
 * the code prefix the common catalog files them under (`error.auth.invalidPhone`, i18n/error-text.ts).
 */
export const AUTH_TABLES: Readonly<Record<string, MessageTable>> = {
  auth: AUTH_MESSAGES,
  user: USER_MESSAGES,
  dob: DOB_MESSAGES,
};
