-- Moderation that takes effect (features/moderation, docs/moderation.md). A suspended or banned
-- member is held: profiles.held_until (a ban holds until 9999-12-31) hides them from every deck,
-- list and card and refuses their sign-in; a sweep releases expired suspensions. What was decided
-- about a member, by whom and why, is kept in moderation_actions.
ALTER TABLE profiles ADD COLUMN held_until TEXT;

CREATE INDEX profiles_held_until ON profiles (held_until);

CREATE TABLE moderation_actions (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  action TEXT NOT NULL
    CHECK (action IN ('warning', 'suspension', 'ban', 'reinstatement', 'expiry')),
  reason TEXT NOT NULL,
  ends_at TEXT,
  report_id TEXT,
  admin_id TEXT,
  created_at TEXT NOT NULL,
  acknowledged_at TEXT
);

CREATE INDEX moderation_actions_member ON moderation_actions (member_id, created_at);
