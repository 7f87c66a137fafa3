-- 0018 password reset (issue 23, docs/privacy.md): a code e-mailed to an account's address lets its owner set
-- a new password. Like an e-mail-change code it is bound to that account (user_id) and goes with it.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('login', 'register-phone', 'register-email', 'change-email', 'reset-password'));
