import { AUTH_MESSAGES, dobSchema, emailSchema, passwordSchema, phoneSchema } from '@dhvani/contract/auth';
import type { RegistrationPayload } from '../api/auth-api';
import { DOB_MESSAGES, MINIMUM_AGE_YEARS } from './messages';
import { authText } from './sign-in-errors';
import { firstError } from './validate';

/** Step 1 of sign-up: who the person is, and the two contacts step 2 verifies. */
export interface PersonalDetails {
  name: string;
  gender: string;
  dob: string;
  city: string;
  motherTongue: string;
  phoneNo: string;
  email: string;
}

export interface AccountDetails {
  knownLanguages: string[];
  password: string;
  confirmPassword: string;
}

export type DetailsErrors = Partial<Record<keyof PersonalDetails, string>>;
export type AccountErrors = Partial<Record<'password' | 'confirmPassword', string>>;

export const EMPTY_DETAILS: PersonalDetails = {
  name: '',
  gender: '',
  dob: '',
  city: '',
  motherTongue: '',
  phoneNo: '',
  email: '',
};

export { DOB_MESSAGES, MINIMUM_AGE_YEARS };

const dayOf = (dob: string) => dob.split('-').map(Number) as [number, number, number];
const todayUtc = (today: Date) => Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());

function ageError(dob: string, today: Date): string | undefined {
  const [y, m, d] = dayOf(dob);
  return Date.UTC(y, m - 1, d) >= todayUtc(today) ? DOB_MESSAGES.future : undefined;
}

/** Under 18 on `today`: the sign-up then needs a parent's or guardian's consent (issue 23). */
export function isMinor(dob: string, today = new Date()): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(dob)) return false;
  const [y, m, d] = dayOf(dob);
  return Date.UTC(y + MINIMUM_AGE_YEARS, m - 1, d) > todayUtc(today);
}

/** SPEC §5: every step-1 field is required; then the phone, e-mail and date formats. */
export function validateDetails(details: PersonalDetails, today = new Date()): DetailsErrors {
  const errors: DetailsErrors = {};
  for (const key of Object.keys(EMPTY_DETAILS) as Array<keyof PersonalDetails>) {
    if (details[key].trim() === '') errors[key] = authText(AUTH_MESSAGES.requiredFields);
  }
  errors.phoneNo ??= firstError(phoneSchema, details.phoneNo);
  errors.email ??= firstError(emailSchema, details.email);
  errors.dob ??= firstError(dobSchema, details.dob) ?? authText(ageError(details.dob, today));
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as DetailsErrors;
}

/**
 * SPEC §5: password of at least 6 characters, and the confirmation must match it; the contract's schema also
 * refuses blank and common passwords, with the server's own messages.
 */
export function validateAccount(account: AccountDetails): AccountErrors {
  const errors: AccountErrors = {};
  if (account.password === '') errors.password = authText(AUTH_MESSAGES.requiredFields);
  else {
    const passwordError = firstError(passwordSchema, account.password);
    if (passwordError) errors.password = passwordError;
  }
  if (account.confirmPassword === '') errors.confirmPassword = authText(AUTH_MESSAGES.requiredFields);
  else if (account.confirmPassword !== account.password) {
    errors.confirmPassword = authText(AUTH_MESSAGES.passwordsDoNotMatch);
  }
  return errors;
}

/** The proofs verify-phone-otp and verify-email-code (and, under 18, verify-guardian-otp) gave this page. */
export interface VerificationTokens {
  phoneVerificationToken: string;
  emailVerificationToken: string;
  guardianPhone?: string;
  guardianVerificationToken?: string;
}

/** SPEC §3's registration payload: knownLanguages travels comma-joined, confirmPassword along with it. */
export function toRegistrationPayload(
  details: PersonalDetails,
  account: AccountDetails,
  tokens: VerificationTokens,
): RegistrationPayload {
  return {
    name: details.name.trim(),
    gender: details.gender,
    dob: details.dob,
    phoneNo: details.phoneNo.trim(),
    email: details.email.trim(),
    city: details.city.trim(),
    motherTongue: details.motherTongue,
    knownLanguages: account.knownLanguages.join(','),
    password: account.password,
    confirmPassword: account.confirmPassword,
    ...tokens,
  };
}
