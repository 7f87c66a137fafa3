-- The language a user reads the product in (issue 19): chosen with the language switcher, kept with the
-- account so it follows them to another device, and used for their e-mails and SMS. NULL until they choose
-- (the web then saves the language they signed up or signed in with). Codes as packages/contract/src/locales.ts.
ALTER TABLE users ADD COLUMN language text
  CHECK (language IN ('en', 'hi', 'ta', 'te', 'gu', 'pa', 'or', 'kn', 'bn', 'ml'));
