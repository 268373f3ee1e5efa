-- Administrators' one-time recovery codes (features/admin/two_factor.hpp, docs/security.md), as
-- members have theirs (recovery_codes): ten, issued when two-factor is turned on; only their
-- SHA-256 is kept, used_at set when one is spent.
CREATE TABLE admin_recovery_codes (
  admin_id TEXT NOT NULL REFERENCES administrators (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (admin_id, code_hash)
);
