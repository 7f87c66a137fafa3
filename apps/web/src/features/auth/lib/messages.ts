import { AUTH_MESSAGES } from '@dhvani/contract/auth-messages';
import { USER_MESSAGES } from '@dhvani/contract/user-messages';
import type { MessageTable } from '@/i18n/error-text';

// The server refuses this too; checking on step 1 saves verifying two contacts only to be refused at the end.
// Same text as the server. Under 18, step 2 asks for a parent's or guardian's consent (issue 23).
export const MINIMUM_AGE_YEARS = 18;
export const DOB_MESSAGES = {
  future: 'Date of birth must be in the past.',
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
