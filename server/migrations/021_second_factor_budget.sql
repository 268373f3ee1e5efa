-- Wrong second-factor codes have their own budget per member (issue 25, finding 2): one row per
-- wrong code or recovery code, at most 10 within 15 minutes; only a right code clears them, never
-- a right password.
CREATE TABLE second_factor_failures (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  failed_at TEXT NOT NULL
);
CREATE INDEX second_factor_failures_member ON second_factor_failures (member_id, failed_at);

-- Wrong codes sent with one sign-in challenge: it dies at 5.
ALTER TABLE sign_in_challenges ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
