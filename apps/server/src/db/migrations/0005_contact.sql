-- 0005 contact: messages sent through the public contact form (issue 7). The form is public, so nothing here
-- references users; admins read the rows newest first.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  -- The sender's own local date and time strings (SPEC §3), kept as sent; created_at is the server's time.
  sender_date text,
  sender_time text,
  -- Whether the message was also e-mailed to CONTACT_TO: skipped when no e-mail delivery is configured.
  delivery text NOT NULL DEFAULT 'skipped' CHECK (delivery IN ('sent', 'failed', 'skipped')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC, id DESC);
