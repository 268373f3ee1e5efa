-- Administrators' password reset links (features/password_reset, docs/password-reset.md): as
-- members' (026), single use, 30 minutes, only the SHA-256 of a link's token kept.
CREATE TABLE admin_password_resets (
  token_hash TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES administrators (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX admin_password_resets_admin ON admin_password_resets (admin_id);
