-- 0001 foundation: the users table that every later feature references.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone_no text,
  gender text,
  dob date,
  city text,
  mother_tongue text,
  known_languages text[] NOT NULL DEFAULT '{}'::text[],
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  token_version integer NOT NULL DEFAULT 0,
  reward_tokens integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_unique UNIQUE (email),
  CONSTRAINT users_phone_no_unique UNIQUE (phone_no)
);
