// The one JSON envelope of DESIGN §2, shared so the web can type what it reads and the server can document
// it. Lists answer `data` as an array with the paging `meta` beside it (issue 25: the original front end
// uses `data` as an array); errors may carry a machine-readable `code` next to the message for people.
import { z } from 'zod';

/**
 * Machine-readable error codes. A client may switch on `code`; `message` stays the sentence a person reads.
 * The snake_case ones are named here (docs/decisions/0014-original-client-compatibility.md); every other
 * error whose sentence comes from a message table carries `<table>.<key>` (e.g. `auth.invalidPhone`,
 * `signIn.phoneUnknown`), which the web words in the reader's language (issue 19, docs/i18n.md).
 */
export const ERROR_CODES = [
  'consent_required',
  'guardian_consent_withdrawn',
  'duplicate_audio',
  'too_many_uploads',
  'storage_full',
  'wrong_script',
  // A commit found bytes missing (issue 34): HEAD the upload, PATCH the rest from its Upload-Offset, commit again.
  'upload_unfinished',
  'no_sentences',
  'reading_text_unknown',
  'reading_text_differs',
  // A proposed sentence breaks a rule (issue 32): params.reason is the rule (contract sentences.ts).
  'sentence_rejected',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | `${string}.${string}`;
/** Values a code's message is built from (e.g. seconds to wait), for clients that word it themselves. */
export type ErrorParams = Record<string, string | number>;

export interface ApiSuccess<T> {
  statusCode: number;
  data: T;
  message: string;
  success: true;
}

export interface ApiError {
  statusCode: number;
  message: string;
  success: false;
  code?: ErrorCode;
  params?: ErrorParams;
  errors?: Array<{ path: string; message: string }>;
}

export const pageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  /** Rows matching the request across all pages (also sent as the X-Total-Count header). */
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A list answer: `data` is the page's rows, `meta` says where the page sits. */
export interface ApiList<T> extends ApiSuccess<T[]> {
  meta: PageMeta;
}

/** One page of rows as a client holds it after reading an ApiList. */
export interface ListPage<T> {
  items: T[];
  meta: PageMeta;
}

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number(), data, message: z.string(), success: z.literal(true) });
}

export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    statusCode: z.number(),
    data: z.array(item),
    meta: pageMetaSchema,
    message: z.string(),
    success: z.literal(true),
  });
}

export const errorEnvelopeSchema = z.object({
  statusCode: z.number(),
  message: z.string().meta({ description: 'What went wrong, in a sentence a person can act on.' }),
  success: z.literal(false),
  code: z
    .string()
    .optional()
    .meta({
      description:
        "Machine-readable reason, on the errors that have one: 'consent_required', or '<table>.<key>' " +
        "for a sentence from a message table (e.g. 'auth.invalidPhone'), so a client can word it itself.",
    }),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({ description: 'Values the message was built from, for clients that word it themselves.' }),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/**
 * Paging parameters of a list route. Without them a list answers its newest `defaultLimit` rows, so a
 * client that pages by itself still works and no request can ask for more than `maxLimit` rows.
 */
export function listQuerySchema({ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }) {
  return z.object({
    page: z.coerce.number({ error: 'page must be a whole number' }).int().min(1).default(1),
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int()
      .min(1)
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(defaultLimit),
  });
}
