// Age from a date of birth (issue 23): under 18 a contributor needs a parent's or guardian's consent (DPDP Act
// 2023 s. 9). Sign-up decides it, and so do the consent rules later, when the guardian withdrew.

/** The age from which a person consents for themselves. */
export const ADULT_AGE_YEARS = 18;

/** Whether someone born on `dob` (yyyy-mm-dd) is under ADULT_AGE_YEARS on `now`'s UTC calendar day. */
export function isMinorOn(dob: string, now: Date): boolean {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Date.UTC rolls 29 February over to 1 March in years without it, which is when such a person turns 18.
  return Date.UTC(y + ADULT_AGE_YEARS, m - 1, d) > today;
}
