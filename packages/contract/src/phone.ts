// How people type Indian mobile numbers (issue 24): '+91 98765 01234', '098765-01234', '91 9876501234'. The
// SPEC §5 rule (10 digits, 6 to 9 first) applies to the number once the country or trunk prefix and the
// separators are gone; web and server both normalise with this, so the stored number is always 10 digits.

/** Spaces, dashes, dots and brackets people put between the digits. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * The 10-digit national number in `raw`: separators removed, then a leading '+91' or '0091', a '91' before
 * ten more digits, or a trunk '0' before ten more digits. Anything else comes back without separators, so
 * the 10-digit rule refuses it with its own message.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.trim().replace(SEPARATORS, '');
  const international = /^(?:\+|00)91(\d+)$/.exec(compact);
  if (international) return international[1] ?? '';
  if (/^91\d{10}$/.test(compact) || /^0\d{10}$/.test(compact)) return compact.replace(/^(?:91|0)/, '');
  return compact;
}

/** Longest a typed number may be with its prefix and separators ('+91 (98765) 01-234' and the like). */
export const PHONE_INPUT_MAX_LENGTH = 20;
