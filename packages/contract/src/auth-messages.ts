// The sign-in and sign-up texts on their own, without zod: the sign-in page shows them on its first load,
// and its schemas (auth.ts) come only when a form is used (issue 24's JS budget for /auth/signin).

/** User-facing messages, verbatim from SPEC §5 and §8 where SPEC has one. */
export const AUTH_MESSAGES = {
  invalidPhone: 'Please enter a valid 10-digit phone number.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordsDoNotMatch: 'Passwords do not match!',
  passwordBlank: 'Password cannot be only spaces.',
  passwordCommon: 'This password is too common and easy to guess. Please choose a less common one.',
  requiredFields: 'Please fill all required fields.',
  emptyOtp: 'Please enter OTP',
  emptyCode: 'Please enter verification code',
  otpFormat: 'The OTP is 6 digits.',
  codeFormat: 'The verification code is 6 digits.',
  verifyBoth: 'Please verify both phone and email to continue.',
  dobInvalid: 'Please enter a valid date of birth.',
  phoneNotRegistered: 'This phone number is not registered.',
  emailNotRegistered: 'This email is not registered.',
  userExists: 'User with this phone or email already exists.',
  noTokens: 'Login failed - no tokens received',
  otpSent: 'OTP sent successfully!',
  signedIn: 'Signed in successfully!',
  accountCreated: 'Account created successfully!',
} as const;
