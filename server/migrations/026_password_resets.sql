-- Password reset links (features/password_reset): single use, 30 minutes. Only the SHA-256 of a
-- link's token is kept.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX password_resets_member ON password_resets (member_id);
