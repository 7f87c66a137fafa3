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
    if (form[key] === '') errors[key] = AUTH_MESSAGES.requiredFields;
  }
  if (Object.keys(errors).length > 0) return errors;
  if (form.newPassword !== form.confirmPassword)
    errors.confirmPassword = USER_MESSAGES.newPasswordsDoNotMatch;
  const weak = newPasswordSchema.safeParse(form.newPassword).error?.issues[0]?.message;
  if (weak) errors.newPassword = weak;
  return errors;
}
