-- 0022 guardian consent (issue 23; DPDP Act 2023 s. 9 and its Rules; docs/decisions/0022-guardian-consent.md):
-- an applicant under 18 gets an account only after a parent or guardian confirmed a code sent to their phone.
-- That code is a one-time code like the others ('guardian-consent'); the consent it proves is kept with the
-- account: the guardian's phone, the notice version they agreed to and when. It goes with the account.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('login', 'register-phone', 'register-email', 'change-email', 'reset-password',
                     'guardian-consent'));

CREATE TABLE guardian_consents (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  guardian_phone text NOT NULL,
  notice_version text NOT NULL,
  consented_at timestamptz NOT NULL
);
