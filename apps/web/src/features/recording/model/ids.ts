// Identifiers made in the browser: the upload's Idempotency-Key and the contribution ID of step 7.
import { CONTRIBUTION_ID_ALPHABET } from '@dhvani/contract/recordings';

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** A version 4 UUID. crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = randomBytes(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** SPEC §2: a random contribution ID generated locally, e.g. DS-7KQ2-M9XA. */
export function newContributionId(): string {
  const chars = Array.from(
    randomBytes(8),
    (b) => CONTRIBUTION_ID_ALPHABET[b % CONTRIBUTION_ID_ALPHABET.length],
  ).join('');
  return `DS-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
