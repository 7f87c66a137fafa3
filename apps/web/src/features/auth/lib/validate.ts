import type { z } from 'zod';
import { authText } from './sign-in-errors';

/** The first message zod gives for `value` (in the active language), or undefined when it is valid. */
export function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : authText(result.error.issues[0]?.message);
}

/** One message per top-level field (the first zod gives for it); empty when the value is valid. */
export function fieldErrors<K extends string>(schema: z.ZodType, value: unknown): Partial<Record<K, string>> {
  const result = schema.safeParse(value);
  const errors: Partial<Record<K, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as K] = authText(issue.message);
  }
  return errors;
}
