// Who is speaking, as a release may say it (issue 22): a keyed hash instead of the user id, an age band at the
// time of recording instead of a date of birth, and a demographic value only where at least
// MIN_SPEAKERS_PER_VALUE speakers of the release share it, so that no rare value points at one person.
import { createHmac } from 'node:crypto';

export const MIN_SPEAKERS_PER_VALUE = 5;

/**
 * The speaker's id in every release of this deployment: HMAC-SHA256 of the user id with the deployment's
 * secret. Stable across releases (a speaker keeps one id), not reversible without the secret, and different
 * in another deployment.
 */
export function speakerId(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`speaker:${userId}`).digest('hex');
}

// Common Voice's age bands (its spelling of 'fourties' included), by decade of age.
const BANDS = [
  'teens',
  'teens',
  'twenties',
  'thirties',
  'fourties',
  'fifties',
  'sixties',
  'seventies',
  'eighties',
  'nineties',
] as const;
export type AgeBand = (typeof BANDS)[number];

/** Whole years between `dob` (YYYY-MM-DD) and `at`. */
export function ageAt(dob: string, at: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = at.getUTCFullYear() - y;
  const beforeBirthday = at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The age band at `at`, or null when the date of birth is unknown or the age is not plausible. */
export function ageBand(dob: string | null, at: Date): AgeBand | null {
  if (!dob) return null;
  const age = ageAt(dob, at);
  if (age < 0 || age >= BANDS.length * 10) return null;
  return BANDS[Math.floor(age / 10)] ?? null;
}

/** Counts distinct speakers per value of each demographic; `publishable` answers the ≥ 5 rule. */
export class DemographicCounts {
  private readonly seen = new Map<string, Set<string>>();

  add(kind: 'gender' | 'age' | 'motherTongue', value: string | null, userId: string) {
    if (!value) return;
    const key = `${kind}:${value}`;
    let set = this.seen.get(key);
    if (!set) this.seen.set(key, (set = new Set()));
    set.add(userId);
  }

  /** The value when enough speakers share it, else '' (published blank). */
  publishable(kind: 'gender' | 'age' | 'motherTongue', value: string | null): string {
    if (!value) return '';
    return (this.seen.get(`${kind}:${value}`)?.size ?? 0) >= MIN_SPEAKERS_PER_VALUE ? value : '';
  }
}

/** Every band a speaker passed through between their first and last recording of the release. */
export function bandsBetween(dob: string | null, first: Date, last: Date): AgeBand[] {
  const a = ageBand(dob, first);
  const b = ageBand(dob, last);
  if (!a || !b) return [a, b].filter((x): x is AgeBand => x !== null);
  const from = BANDS.indexOf(a);
  const to = BANDS.lastIndexOf(b);
  return [...new Set(BANDS.slice(from, to + 1))];
}
