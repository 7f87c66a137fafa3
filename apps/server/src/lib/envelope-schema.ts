// zod shapes of the success envelope, for route `response` schemas (they document the API and stop
// fields such as password hashes from ever being serialised).
import { z } from 'zod';

export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number(), data, message: z.string(), success: z.literal(true) });
}

export const errorEnvelope = z.object({
  statusCode: z.number(),
  message: z.string(),
  success: z.literal(false),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
