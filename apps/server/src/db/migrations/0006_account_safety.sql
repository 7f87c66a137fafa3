-- 0006 account safety (issue 17): a per-account sign-in limit, send caps across all destinations, sign-up
-- verifications bound to the client that completed them, and e-mail changes that wait for a code.

-- Failed sign-ins per account and method ('password', 'otp'), counted before the secret is checked so that
-- concurrent guesses from many addresses cannot pass the limit. A success deletes the row.
CREATE TABLE sign_in_failures (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('password', 'otp')),
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (user_id, method)
);

-- Code sends are also counted across all SMS, all e-mails, and per phone-number prefix (SMS pumping).
ALTER TABLE code_sends DROP CONSTRAINT code_sends_scope_check;
ALTER TABLE code_sends ADD CONSTRAINT code_sends_scope_check
  CHECK (scope IN ('destination', 'ip', 'sms-prefix', 'all-sms', 'all-email'));

-- A verification proves a contact only to the client holding this token (a keyed hash of it is kept).
ALTER TABLE verified_contacts ADD COLUMN token_hash text;

-- A code for a signed-in user's new e-mail address: bound to that user, gone with the account.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('login', 'register-phone', 'register-email', 'change-email'));
ALTER TABLE verification_codes ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
