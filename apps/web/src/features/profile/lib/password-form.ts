import { profileText } from './messages';
import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import { USER_MESSAGES, newPasswordSchema } from '@dhvani/contract/users';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

/**
 * SPEC §5 change password: all required; new and confirm match; new at least 6 characters. The contract's
 * schema also refuses a blank or common new password, with the server's messages (issue 17).
 */
export function validatePasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const key of ['oldPassword', 'newPassword', 'confirmPassword'] as const) {
    if (form[key] === '') errors[key] = profileText(AUTH_MESSAGES.requiredFields);
  }
  if (Object.keys(errors).length > 0) return errors;
  if (form.newPassword !== form.confirmPassword)
    errors.confirmPassword = profileText(USER_MESSAGES.newPasswordsDoNotMatch);
  const weak = newPasswordSchema.safeParse(form.newPassword).error?.issues[0]?.message;
  if (weak) errors.newPassword = profileText(weak);
  return errors;
}
