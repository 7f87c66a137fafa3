import { useState } from 'react';
import {
  GuardianConsentField,
  guardianVerified,
  NO_GUARDIAN,
  type GuardianVerification,
} from '../components/guardian-consent-field';
import { isMinor, type PersonalDetails } from './sign-up-form';

/**
 * Sign-up under 18 (issue 23): step 2's guardian part, and what register then needs. Nothing for an adult, so
 * a date of birth changed on step 1 to an adult's leaves no guardian in the payload.
 */
export function useGuardianStep(details: PersonalDetails) {
  const [guardian, setGuardian] = useState<GuardianVerification>(NO_GUARDIAN);
  if (!isMinor(details.dob)) return { step: undefined, payload: {} };
  const verified = guardianVerified(guardian);
  return {
    step: {
      verified,
      field: (
        <GuardianConsentField
          applicantPhone={details.phoneNo.trim()}
          value={guardian}
          onChange={setGuardian}
        />
      ),
    },
    payload: verified ? { guardianPhone: guardian.phone, guardianVerificationToken: guardian.token } : {},
  };
}
