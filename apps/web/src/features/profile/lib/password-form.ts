import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@dhvani/contract/limits';
import { USER_MESSAGES } from '@dhvani/contract/users';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

/** SPEC §5 change password: all required; new and confirm match; new at least 6 characters. */
export function validatePasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const key of ['oldPassword', 'newPassword', 'confirmPassword'] as const) {
    if (form[key] === '') errors[key] = AUTH_MESSAGES.requiredFields;
  }
  if (Object.keys(errors).length > 0) return errors;
  if (form.newPassword !== form.confirmPassword)
    errors.confirmPassword = USER_MESSAGES.newPasswordsDoNotMatch;
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = USER_MESSAGES.newPasswordTooShort;
  return errors;
}
