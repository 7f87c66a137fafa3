// What the sign-in forms need only once they are used: the contract's schemas (zod) for their checks and
// the API client (axios) for their calls, about 40 KB as served. The page loads without them and fetches
// this module when a form is first focused (load-sign-in-calls.ts; issue 24's JS budget for /auth/signin).
import {
  emailLoginBodySchema,
  emailSchema,
  otpSchema,
  phoneSchema,
  resetPasswordBodySchema,
} from '@dhvani/contract/auth';
import { fieldErrors, firstError } from './validate';

export {
  loginWithEmail,
  loginWithOtp,
  requestPasswordReset,
  resetPassword,
  sendLoginOtp,
} from '../api/auth-api';

export const phoneError = (value: string) => firstError(phoneSchema, value);
export const otpError = (value: string) => firstError(otpSchema, value);
export const emailError = (value: string) => firstError(emailSchema, value);

export const emailLoginErrors = (value: { email: string; password: string }) =>
  fieldErrors<'email' | 'password'>(emailLoginBodySchema, value);

export const resetErrors = (value: { email: string; code: string; newPassword: string }) =>
  fieldErrors<'email' | 'code' | 'newPassword'>(resetPasswordBodySchema, value);
