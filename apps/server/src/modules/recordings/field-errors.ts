// Turns a zod failure on the multipart upload's fields into the standard 400, worded as a route schema's
// refusal is (lib/validation-message.ts), so the multipart route and the resumable upload's commit (which
// checks the same schema as its JSON body) answer a bad field alike.
import type { z } from 'zod';
import { badRequest, type HttpError } from '../../lib/http-error.js';
import { validationMessage } from '../../lib/validation-message.js';

export function fieldErrors(error: z.ZodError): HttpError {
  const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return badRequest(validationMessage(errors), errors);
}
