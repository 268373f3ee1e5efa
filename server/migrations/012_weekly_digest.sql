-- The weekly digest e-mail (issue 12; docs/profiles.md "Notifications"): one row per member and
-- week it went to, so that a restart or a second instance never sends it twice.
CREATE TABLE weekly_digests (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  week_start TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (member_id, week_start)
);
