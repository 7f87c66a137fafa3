import { AUTH_MESSAGES } from '@dhvani/contract/auth';

// SPEC §8's sign-in and sign-up texts that only the web shows (fallbacks when the server gives no message,
// and toasts); the ones the server shares live in the contract's AUTH_MESSAGES.
export const SIGN_IN_TEXT = {
  otpSendFailed: 'Failed to send OTP',
  otpVerifyFailed: 'OTP verification failed',
  loginFailed: 'Login failed',
} as const;

export const SIGN_UP_TEXT = {
  userExists: AUTH_MESSAGES.userExists,
  checkFailed: 'An error occurred while checking. Please try again.',
  otpSent: 'OTP sent to your phone!',
  otpSendFailed: 'Failed to send OTP',
  phoneVerified: 'Phone number verified!',
  invalidOtp: 'Invalid OTP',
  emailSent: 'Verification email sent!',
  emailSendFailed: 'Failed to send verification email',
  emailVerified: 'Email verified!',
  invalidCode: 'Invalid verification code',
  createFailed: 'Failed to create account.',
} as const;
