-- Administrators sign in with a second factor (issue 25; docs/security.md "Administrators had no
-- second factor"): the TOTP secret of an administrator (RFC 6238, base32), enabled_at NULL until
-- a first code confirms the enrolment, last_step the time step of the last code accepted so that
-- a code never passes twice.
CREATE TABLE admin_two_factor (
  admin_id TEXT PRIMARY KEY REFERENCES administrators (id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  enabled_at TEXT,
  last_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- A right password when a code must follow: only the SHA-256 of the challenge handed out is kept;
-- it lives 5 minutes and dies after 5 wrong codes.
CREATE TABLE admin_sign_in_challenges (
  token_hash TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES administrators (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0
);
