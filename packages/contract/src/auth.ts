// Sign-in, sign-up and session payloads (SPEC §3, §5, §7; issue 3). The web validates its forms with these
// schemas and the server validates requests with the same ones, so both show the same SPEC §5 messages.
import { z } from 'zod';
import { GENDERS, MOTHER_TONGUES, PROFILE_LANGUAGES, ROLES, caseInsensitiveEnum } from './enums.js';
import { isCommonPassword } from './common-passwords.js';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from './limits.js';
import { normalizePhone } from './phone.js';
import { AUTH_MESSAGES } from './auth-messages.js';

export { AUTH_MESSAGES };

const required = (label: string = AUTH_MESSAGES.requiredFields) => z.string({ error: label });

/** SPEC §5's 10-digit rule, after a +91 / 91 / 0 prefix and separators are dropped (phone.ts). */
export const phoneSchema = required()
  .trim()
  .min(1, AUTH_MESSAGES.requiredFields)
  .overwrite(normalizePhone)
  .regex(PHONE_PATTERN, AUTH_MESSAGES.invalidPhone);

/** Trimmed and lower-cased, so that sign-in does not depend on how the address was typed. */
export const emailSchema = required()
  .trim()
  .min(1, AUTH_MESSAGES.requiredFields)
  .toLowerCase()
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

/**
 * A new password (sign-up, change, reset): SPEC §5's minimum length with the message given, then neither
 * blank nor on the common-passwords list (issue 17). Signing in accepts any existing password.
 */
export const newPasswordRules = (tooShort: string) =>
  required()
    .min(PASSWORD_MIN_LENGTH, { error: tooShort, abort: true })
    .max(200)
    .refine((p) => p.trim() !== '', { error: AUTH_MESSAGES.passwordBlank, abort: true })
    .refine((p) => !isCommonPassword(p), { error: AUTH_MESSAGES.passwordCommon, abort: true });

export const passwordSchema = newPasswordRules(AUTH_MESSAGES.passwordTooShort);

const digits = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const otpSchema = required(AUTH_MESSAGES.emptyOtp)
  .trim()
  .min(1, AUTH_MESSAGES.emptyOtp)
  .regex(digits, AUTH_MESSAGES.otpFormat);
export const emailCodeSchema = required(AUTH_MESSAGES.emptyCode)
  .trim()
  .min(1, AUTH_MESSAGES.emptyCode)
  .regex(digits, AUTH_MESSAGES.codeFormat);

export const phoneBodySchema = z.object({ phoneNo: phoneSchema });
export const emailBodySchema = z.object({ email: emailSchema });
export const phoneOtpBodySchema = z.object({ phoneNo: phoneSchema, otp: otpSchema });
export const emailCodeBodySchema = z.object({ email: emailSchema, code: emailCodeSchema });
export const emailLoginBodySchema = z.object({
  email: emailSchema,
  password: required().min(1, AUTH_MESSAGES.requiredFields).max(200),
});
/** Forgot password (issue 23): the code e-mailed by POST /users/forgot-password, and the new password. */
export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  code: emailCodeSchema,
  newPassword: passwordSchema,
});
export const refreshBodySchema = z.object({
  refreshToken: required().min(1, AUTH_MESSAGES.requiredFields).max(200),
});

/** The proof a contact verification hands to the client that completed it; register asks for both. */
export const verificationTokenSchema = z.string().max(200);
/** Under 18 (issue 23): a code to the guardian's phone; `phoneNo` is the applicant's own, which it must not be. */
export const guardianOtpBodySchema = z.object({ guardianPhone: phoneSchema, phoneNo: phoneSchema });
export const guardianVerifyBodySchema = z.object({ guardianPhone: phoneSchema, otp: otpSchema });
export const verificationResultSchema = z.object({ verificationToken: z.string() });
export type VerificationResult = z.infer<typeof verificationResultSchema>;

const text = (max: number) => required().trim().min(1, AUTH_MESSAGES.requiredFields).max(max);

/** SPEC §3 sends knownLanguages as a comma-joined string; a list is accepted too. Stored as a list. */
export const knownLanguagesSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => PROFILE_LANGUAGES.find((l) => l.toLowerCase() === s.toLowerCase()) ?? s),
  )
  .pipe(
    z.array(
      z.enum(PROFILE_LANGUAGES, { error: `Known languages must be among: ${PROFILE_LANGUAGES.join(', ')}` }),
    ),
  )
  .transform((list) => [...new Set(list)]);

/** yyyy-mm-dd (a date input's value); a full ISO timestamp is cut to its date. */
export const dobSchema = required()
  .trim()
  .min(1, AUTH_MESSAGES.requiredFields)
  .transform((v) => v.slice(0, 10))
  .pipe(
    z.iso.date({ error: AUTH_MESSAGES.dobInvalid }).refine((v) => !Number.isNaN(Date.parse(v)), {
      error: AUTH_MESSAGES.dobInvalid,
    }),
  );

export const registerBodySchema = z
  .object({
    name: text(100),
    gender: caseInsensitiveEnum(GENDERS, 'Gender'),
    dob: dobSchema,
    phoneNo: phoneSchema,
    email: emailSchema,
    city: text(100),
    motherTongue: caseInsensitiveEnum(MOTHER_TONGUES, 'Mother tongue'),
    knownLanguages: knownLanguagesSchema,
    password: passwordSchema,
    confirmPassword: required(),
    // What verify-phone-otp and verify-email-code gave the client that entered the codes (issue 17).
    phoneVerificationToken: verificationTokenSchema.optional(),
    emailVerificationToken: verificationTokenSchema.optional(),
    // Under 18 only (issue 23): the parent's or guardian's phone and what verify-guardian-otp gave this client.
    guardianPhone: phoneSchema.optional(),
    guardianVerificationToken: verificationTokenSchema.optional(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    error: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The user as every auth response shows it: never a password hash. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNo: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  /** The ledger's sum (a whole number of tokens). */
  rewardTokens: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResultSchema = z.object({
  user: publicUserSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type AuthResult = z.infer<typeof authResultSchema>;

/** What a code send answers: how long the code lives and when another may be requested. */
export const codeSentSchema = z.object({ expiresInSeconds: z.number(), resendAfterSeconds: z.number() });
export type CodeSent = z.infer<typeof codeSentSchema>;
