// One JSON shape for every answer (DESIGN §2): `{ statusCode, data, message, success }` on success, with a
// top-level `meta` beside `data` on lists, and `{ statusCode, message, success: false, code?, params?,
// errors? }` on failure, with a message a person can act on.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ListPage } from '@dhvani/contract/envelope';
import { HttpError, type ErrorCodeDetail, type FieldError } from '../lib/http-error.js';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/db-errors.js';
import { codeOfMessage } from '../lib/message-codes.js';
import { pageLinks } from '../lib/paging.js';
import { validationMessage } from '../lib/validation-message.js';
import { isOutOfSpace, OUT_OF_SPACE_MESSAGE } from '../lib/out-of-space.js';

declare module 'fastify' {
  interface FastifyReply {
    ok<T>(data: T, message?: string, statusCode?: number): FastifyReply;
    /** A list: `data` is the page's rows, `meta` and the X-Total-Count and Link headers say where it sits. */
    okList<T>(page: ListPage<T>, message?: string): FastifyReply;
  }
}

export interface ErrorBody extends Partial<ErrorCodeDetail> {
  statusCode: number;
  message: string;
  success: false;
  errors?: FieldError[];
}

export function errorBody(
  statusCode: number,
  message: string,
  errors?: FieldError[],
  detail?: Partial<ErrorCodeDetail>,
): ErrorBody {
  const body: ErrorBody = { statusCode, message, success: false };
  if (detail?.code) body.code = detail.code;
  if (detail?.params) body.params = detail.params;
  if (errors?.length) body.errors = errors;
  return body;
}

const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The uploaded file is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported here.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body must not be empty JSON.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'This request must be sent as multipart/form-data.'],
  FST_PARTS_LIMIT: [413, 'The upload has too many parts.'],
  FST_FILES_LIMIT: [413, 'Only one file may be uploaded.'],
  FST_FIELDS_LIMIT: [413, 'The upload has too many fields.'],
};

function toBody(err: FastifyError, production: boolean): ErrorBody {
  if (err instanceof HttpError) {
    // A sentence from a message table carries its code, for clients that word it themselves (issue 19).
    const code = err.code ?? codeOfMessage(err.message);
    return errorBody(err.statusCode, err.message, err.errors, { code, params: err.params });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((v) => ({
      path: String(v.instancePath ?? '')
        .replace(/^\//, '')
        .replace(/\//g, '.'),
      message: v.message ?? 'is invalid',
    }));
    const where = err.validationContext === 'body' ? '' : ` (${err.validationContext})`;
    const message = validationMessage(errors, where);
    return errorBody(400, message, errors, { code: codeOfMessage(message) });
  }
  if (isUnstorableText(err)) {
    return errorBody(400, 'The request contains characters that cannot be stored, such as a NUL byte.');
  }
  if (isDatabaseUnavailable(err)) {
    return errorBody(503, 'The service is temporarily unavailable. Please try again in a moment.');
  }
  if (isOutOfSpace(err)) return errorBody(507, OUT_OF_SPACE_MESSAGE, undefined, { code: 'storage_full' });
  const known = err.code ? FRAMEWORK_MESSAGES[err.code] : undefined;
  if (known) return errorBody(known[0], known[1]);
  if (err.statusCode === 429) return errorBody(429, 'Too many requests. Please wait a moment and try again.');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return errorBody(err.statusCode, err.message || 'The request could not be processed.');
  }
  if (isResponseSerializationError(err) || !production) {
    return errorBody(
      500,
      production ? 'Something went wrong on our side. Please try again.' : developerDetail(err),
    );
  }
  return errorBody(500, 'Something went wrong on our side. Please try again.');
}

/**
 * Outside production a 500 shows what failed, to the developer reading it. A failed query's own message is
 * the SQL with every parameter (password hashes, tokens), so only the database's reason is shown.
 */
function developerDetail(err: Error): string {
  // The query builder's wrapper (DrizzleQueryError), matched by shape: its name property is plain 'Error'.
  const failed = err as Error & { query?: unknown; params?: unknown };
  if (typeof failed.query === 'string' && 'params' in failed) {
    return `Database error: ${err.cause instanceof Error ? err.cause.message : 'the query failed'}`;
  }
  return err.message;
}

/**
 * Fastify's router answers a malformed URL or an over-long path parameter itself, before any route or error
 * handler runs; this keeps those answers in the envelope too (Fastify option `frameworkErrors`).
 */
export function frameworkErrorReply(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message =
    statusCode === 414 ? 'A part of this address is too long.' : 'This address is not a valid URL.';
  return reply.code(statusCode).send(errorBody(statusCode, message));
}

export default fp(
  async (app, opts: { production: boolean }) => {
    app.decorateReply('ok', function ok<
      T,
    >(this: FastifyReply, data: T, message = 'Success', statusCode = 200) {
      return this.code(statusCode).send({ statusCode, data, message, success: true });
    });

    app.decorateReply('okList', function okList<
      T,
    >(this: FastifyReply, { items, meta }: ListPage<T>, message = 'Success') {
      this.header('x-total-count', String(meta.total));
      this.header('link', pageLinks(this.request.url, meta));
      return this.code(200).send({ statusCode: 200, data: items, meta, message, success: true });
    });

    app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const body = toBody(err, opts.production);
      if (body.statusCode >= 500) request.log.error({ err }, 'request failed');
      else request.log.info({ statusCode: body.statusCode, reason: body.message }, 'request refused');
      if (body.statusCode === 503) reply.header('retry-after', '5');
      return reply.code(body.statusCode).send(body);
    });
  },
  { name: 'envelope' },
);
