// Turns a zod failure on the upload fields into the standard 400 (first problem as the message, all of
// them in `errors`), the same shape the route schemas produce for JSON bodies.
import type { z } from 'zod';
import { badRequest, type HttpError } from '../../lib/http-error.js';

export function fieldErrors(error: z.ZodError): HttpError {
  const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = errors[0];
  return badRequest(
    first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid upload.',
    errors,
  );
}
