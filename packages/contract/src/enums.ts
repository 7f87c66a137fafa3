// Enumerated values exactly as SPEC §3 writes them. The server matches them case-insensitively
// (DESIGN §2), so schemas normalise input to these spellings before validating.
import { z } from 'zod';

// The lists themselves live without zod (enum-lists.ts), for the pages that only show them.
export * from './enum-lists.js';

/** A zod enum that accepts any letter case and yields the canonical spelling. */
export function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
) {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return z
    .string({ error: `${label} is required` })
    .transform((raw) => byLower.get(raw.trim().toLowerCase()) ?? raw)
    .pipe(z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }));
}
