-- 0024 a guardian withdraws, in the product, the consent they gave for a minor (issue 23; DPDP Act 2023 s. 6(4)
-- "as easy as giving it"; docs/decisions/0029-guardian-withdrawal.md). The guardian proves their phone with a
-- one-time code ('guardian-withdraw'), and the client that entered it gets a short-lived token (guardian_access,
-- stored as a keyed hash) that lists and withdraws the consents that phone gave, and only those.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('login', 'register-phone', 'register-email', 'change-email', 'reset-password',
                     'guardian-consent', 'guardian-withdraw'));

-- When the guardian withdrew; while set (and the contributor is under 18) the contributor cannot consent alone.
ALTER TABLE guardian_consents ADD COLUMN withdrawn_at timestamptz;
CREATE INDEX guardian_consents_phone_idx ON guardian_consents (guardian_phone);

-- Who made a history line, and who withdrew the consent in force: the contributor, or their parent or guardian
-- on the guardian page. Everything before this migration was the contributor's own doing.
ALTER TABLE consent_events ADD COLUMN actor text NOT NULL DEFAULT 'self'
  CHECK (actor IN ('self', 'guardian'));
ALTER TABLE consents ADD COLUMN withdrawn_by text CHECK (withdrawn_by IN ('self', 'guardian'));
UPDATE consents SET withdrawn_by = 'self' WHERE withdrawn_at IS NOT NULL;

-- A guardian's verified phone, for 15 minutes, bound to the client that entered the code.
CREATE TABLE guardian_access (
  token_hash text PRIMARY KEY,
  guardian_phone text NOT NULL,
  expires_at timestamptz NOT NULL
);
