-- Verification (issue 14; docs/verification.md). One row per member and step once the member has
-- done something for it; e-mail is verified by the invitation and has no row. `detail` is the
-- step's JSON (phone number, LinkedIn URL, company information, document name, video slot).
CREATE TABLE verification_steps (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  step TEXT NOT NULL CHECK (step IN ('phone', 'linkedin', 'company', 'identity', 'video')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'in-progress', 'completed', 'failed')),
  detail TEXT NOT NULL DEFAULT '{}',
  reason TEXT,
  submitted_at TEXT NOT NULL,
  reviewed_at TEXT,
  PRIMARY KEY (member_id, step)
);
CREATE INDEX verification_steps_review ON verification_steps (status, submitted_at);

-- The one-time code of a phone number being verified: its hash, until when, tries left.
CREATE TABLE phone_codes (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  tries_left INTEGER NOT NULL
);

-- Text messages, written in the transaction that decides them and handed to the SMS sender
-- after it commits (the development sender writes them to the log).
CREATE TABLE sms_outbox (
  id TEXT PRIMARY KEY,
  member_id TEXT REFERENCES profiles (id) ON DELETE CASCADE,
  to_number TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);

-- The identity document, sealed (libsodium secretbox): only its name and type are readable
-- without the key. Deleted once an administrator has reviewed it.
CREATE TABLE identity_documents (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  nonce TEXT NOT NULL,
  ciphertext TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
);
