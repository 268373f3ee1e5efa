-- Two-factor sign-in (issue 12; docs/security.md "Two-factor sign-in"). The TOTP secret of a
-- member (RFC 6238, base32); enabled_at stays NULL until a first code confirms the enrolment;
-- last_step is the time step of the last code accepted, so a code is never accepted twice.
CREATE TABLE two_factor (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  enabled_at TEXT,
  last_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- One-time recovery codes: only their SHA-256 is kept.
CREATE TABLE recovery_codes (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (member_id, code_hash)
);

-- A right password with two-factor on: the second step must follow within minutes, once.
CREATE TABLE sign_in_challenges (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);

-- Where a session was started, for the list of active sessions.
ALTER TABLE sessions ADD COLUMN client_ip TEXT;
