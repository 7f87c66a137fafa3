// The contact form (SPEC §3, §5, §8; issue 7). The web validates the form with this schema and the server
// validates POST /contact with the same one, so both show the same SPEC §5 messages under each field.
import { z } from 'zod';
import type { ListPage } from './envelope.js';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  invalidEmail: 'Please enter a valid email address',
  sent: '✨ Message beamed successfully!',
  failed: '⚠️ Signal lost. Please try again.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** SPEC §4, §9: the 'Sent ✓' state lasts 4 seconds, with the button disabled. */
export const CONTACT_SENT_STATE_MS = 4000;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/**
 * SPEC §5: "looks like {email} with no spaces". Stricter than that on purpose (issue 17 §3): admins reply
 * through a mailto: link and the address may be forwarded in e-mail, so it must be one plain address — dotted
 * words of letters, digits and _ ' + - before the @, a host name after it — with nothing that means something
 * in a URL or a mail header (? & = , ; : < > " % or any space or line break).
 */
// \p{M}: the vowel signs of Indic scripts (an address such as मीरा@उदाहरण.भारत is plain too).
const LOCAL_WORD = String.raw`[\p{L}\p{M}\p{N}_'+-]+`;
const HOST_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`;
const TOP_LABEL = String.raw`\p{L}[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}]`;
export const CONTACT_EMAIL_PATTERN = new RegExp(
  `^${LOCAL_WORD}(?:\\.${LOCAL_WORD})*@(?:${HOST_LABEL}\\.)+${TOP_LABEL}$`,
  'u',
);

const requiredText = (required: string, label: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, CONTACT_MESSAGES.tooLong(label, max));

export const contactBodySchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, 'Name', CONTACT_LIMITS.name),
  email: requiredText(CONTACT_MESSAGES.emailRequired, 'Email', CONTACT_LIMITS.email).regex(
    CONTACT_EMAIL_PATTERN,
    CONTACT_MESSAGES.invalidEmail,
  ),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, 'Subject', CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_MESSAGES.messageRequired, 'Message', CONTACT_LIMITS.message),
  // SPEC §3: the form sends the sender's local date and time strings along; kept as written, for display.
  date: z.string().trim().max(40).optional(),
  time: z.string().trim().max(40).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactField = 'name' | 'email' | 'subject' | 'message';

export const contactReceiptSchema = z.object({ _id: z.string() });

/** One stored message as an admin reads it (GET /admin/contact-messages). */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  senderDate: z.string().nullable(),
  senderTime: z.string().nullable(),
  createdAt: z.string(),
  /** Whether it was also e-mailed to CONTACT_TO: 'sent', 'failed', or 'skipped' (no delivery configured). */
  delivery: z.enum(['sent', 'failed', 'skipped']),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export type ContactMessagePage = ListPage<ContactMessage>;

/** Field errors for the form, in field order, from a failed parse of the schema. */
export function contactFieldErrors(input: unknown): Partial<Record<ContactField, string>> {
  const result = contactBodySchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'email' || field === 'subject' || field === 'message') {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
