// Profile payloads (SPEC §3, §5, §7): update account, change password, the existence check.
import { z } from 'zod';
import { AUTH_MESSAGES, emailSchema, newPasswordRules, phoneSchema, publicUserSchema } from './auth.js';
import { LOCALES } from './locales.js';
import { USER_MESSAGES } from './user-messages.js';

export { USER_MESSAGES };

const required = z.string({ error: AUTH_MESSAGES.requiredFields });

export const updateAccountBodySchema = z.object({
  name: required.trim().min(1, AUTH_MESSAGES.requiredFields).max(100),
  email: emailSchema,
});
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

export const newPasswordSchema = newPasswordRules(USER_MESSAGES.newPasswordTooShort);

/** SPEC §3 sends oldPassword and newPassword; the form's confirmation is checked when it is sent. */
export const changePasswordBodySchema = z
  .object({
    oldPassword: required.min(1, AUTH_MESSAGES.requiredFields).max(200),
    newPassword: newPasswordSchema,
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

/** Only that an account exists (SPEC §7: 200 or 404), not which of the two contacts it uses (issue 17). */
export const existenceResultSchema = z.object({ exists: z.literal(true) });

/**
 * What PUT /update-account answers: the user as saved, and the new e-mail address that waits for its code
 * (null when the e-mail did not change). The address changes only through POST /users/confirm-email-change.
 */
export const updateAccountResultSchema = publicUserSchema.extend({
  pendingEmail: z.string().nullable(),
  /** With a pending address: seconds before another code may be sent to it (CODE_RESEND_SECONDS). */
  resendAfterSeconds: z.number().optional(),
});
export type UpdateAccountResult = z.infer<typeof updateAccountResultSchema>;

/** PUT /users/language (issue 19): the language the user reads the product in, as a locale code. */
export const userLanguageBodySchema = z.object({
  language: z.enum(LOCALES, { error: `language must be one of: ${LOCALES.join(', ')}` }),
});
export const userLanguageResultSchema = userLanguageBodySchema;

/**
 * GET /users/current: the public user, the language they chose (null until they choose) and the mother tongue
 * they gave at sign-up (null for accounts without one), which the recording flow starts in when nothing
 * closer is known (issue 33).
 */
export const currentUserSchema = publicUserSchema.extend({
  language: z.enum(LOCALES).nullable(),
  motherTongue: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
