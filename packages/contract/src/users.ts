// Profile payloads (SPEC §3, §5, §7): update account, change password, the existence check.
import { z } from 'zod';
import { AUTH_MESSAGES, emailSchema, phoneSchema } from './auth.js';
import { PASSWORD_MIN_LENGTH } from './limits.js';

export const USER_MESSAGES = {
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  deleteConfirm: 'Please type "DELETE MY ACCOUNT" to confirm deletion',
  accountUpdated: 'Account updated successfully!',
  passwordChanged: 'Password changed successfully!',
  loggedOut: 'Logged out successfully!',
  accountDeleted: 'Your account has been successfully deleted.',
  needPhoneOrEmail: 'Please enter a phone number or an email address.',
} as const;

const required = z.string({ error: AUTH_MESSAGES.requiredFields });

export const updateAccountBodySchema = z.object({
  name: required.trim().min(1, AUTH_MESSAGES.requiredFields).max(100),
  email: emailSchema,
});
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

/** SPEC §3 sends oldPassword and newPassword; the form's confirmation is checked when it is sent. */
export const changePasswordBodySchema = z
  .object({
    oldPassword: required.min(1, AUTH_MESSAGES.requiredFields).max(200),
    newPassword: required.min(PASSWORD_MIN_LENGTH, USER_MESSAGES.newPasswordTooShort).max(200),
    confirmPassword: z.string().optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    path: ['confirmPassword'],
    error: USER_MESSAGES.newPasswordsDoNotMatch,
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** SPEC §7: phoneNo and/or email. */
export const existenceBodySchema = z
  .object({ phoneNo: phoneSchema.optional(), email: emailSchema.optional() })
  .refine((b) => b.phoneNo !== undefined || b.email !== undefined, {
    error: USER_MESSAGES.needPhoneOrEmail,
  });

export const existenceResultSchema = z.object({
  exists: z.literal(true),
  phoneNo: z.boolean(),
  email: z.boolean(),
});
