import type { CodeSent, VerificationResult } from '@dhvani/contract/auth';
import type { ApiSuccess } from '@dhvani/contract/envelope';
import { isAxiosError } from 'axios';
import { FORM_ANSWERS, anonymous, api } from '@/lib/api';
import type { SignInResult } from '@/lib/session-actions';

// The sign-in and sign-up calls of SPEC §7. They never carry a stored token (see `anonymous`); their 4xx
// answers are what the form tells the person, not errors to log.
const post = async <T = unknown>(path: string, body: object): Promise<T> =>
  (await api.post<ApiSuccess<T>>(path, body, { ...anonymous, expectedStatuses: FORM_ANSWERS })).data.data;

export const sendLoginOtp = (phoneNo: string) => post<CodeSent>('/users/send-phone-otp-login', { phoneNo });

export const loginWithOtp = (phoneNo: string, otp: string) =>
  post<SignInResult>('/users/login-phone-otp', { phoneNo, otp });

export const loginWithEmail = (email: string, password: string) =>
  post<SignInResult>('/users/login', { email, password });

/** Forgot password (issue 23): e-mails a code to the account using `email` (404 when none does). */
export const requestPasswordReset = (email: string) => post('/users/forgot-password', { email });

/** Sets the new password with the e-mailed code; answers a new session (all others end). */
export const resetPassword = (email: string, code: string, newPassword: string) =>
  post<SignInResult>('/users/reset-password', { email, code, newPassword });

/** SPEC §7: 200 means an account uses the phone or e-mail, 404 means none does; anything else throws. */
export async function userExists(contacts: { phoneNo: string; email: string }): Promise<boolean> {
  try {
    await post('/users/check-user-existence', contacts);
    return true;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return false;
    throw error;
  }
}

export const sendRegisterOtp = (phoneNo: string) =>
  post<CodeSent>('/users/send-phone-otp-register', { phoneNo });

/** Answers the proof of this verification, which only this page holds and register needs. */
export const verifyPhoneOtp = async (phoneNo: string, otp: string) =>
  (await post<VerificationResult>('/users/verify-phone-otp', { phoneNo, otp })).verificationToken;

/** Under 18 (issue 23): a consent code to the parent's or guardian's phone, other than the applicant's. */
export const sendGuardianOtp = (guardianPhone: string, phoneNo: string) =>
  post<CodeSent>('/users/send-guardian-otp', { guardianPhone, phoneNo });

export const verifyGuardianOtp = async (guardianPhone: string, otp: string) =>
  (await post<VerificationResult>('/users/verify-guardian-otp', { guardianPhone, otp })).verificationToken;

export const sendEmailCode = (email: string) => post<CodeSent>('/users/send-verification-code', { email });

export const verifyEmailCode = async (email: string, code: string) =>
  (await post<VerificationResult>('/users/verify-email-code', { email, code })).verificationToken;

/**
 * SPEC §3's registration payload: phoneNo, knownLanguages comma-joined, confirmPassword sent along; plus the
 * two verification tokens this page was given (issue 17).
 */
export interface RegistrationPayload {
  name: string;
  gender: string;
  dob: string;
  phoneNo: string;
  email: string;
  city: string;
  motherTongue: string;
  knownLanguages: string;
  password: string;
  confirmPassword: string;
  phoneVerificationToken: string;
  emailVerificationToken: string;
}

export const register = (payload: RegistrationPayload) => post<SignInResult>('/users/register', payload);
