// The one sentence a 400 for invalid input leads with (DESIGN §2: a message a person can act on), whether a
// route's schema refused the input (plugins/envelope.ts) or a service parsed it (the multipart upload's
// fields, recordings/field-errors.ts): both ways of sending a recording answer alike.
import type { FieldError } from './http-error.js';

/**
 * Our own schema messages are whole sentences meant for people (SPEC §5) and go out verbatim; zod's
 * generic ones ("Invalid input: ...") need the field's name (and where it was: query, params) to be
 * actionable.
 */
export function validationMessage(errors: readonly FieldError[], where = ''): string {
  const first = errors[0];
  if (!first) return 'Invalid request.';
  const generic = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)/.test(first.message);
  return generic ? `${first.path ? `${first.path}: ` : ''}${first.message}${where}` : first.message;
}
