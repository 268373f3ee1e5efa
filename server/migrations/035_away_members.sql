-- Members who stay away (features/profiles away.hpp, docs/moderation.md "Members who stay away"):
-- signed_in_at is the member's last sign-in; a member with no sign-in for
-- SANGAM_INACTIVE_AFTER_DAYS gets away_at and drops out of other members' decks until the next
-- sign-in clears it. Existing members start from their newest session, if they have one.
ALTER TABLE profiles ADD COLUMN signed_in_at TEXT;
ALTER TABLE profiles ADD COLUMN away_at TEXT;
UPDATE profiles SET signed_in_at = (
  SELECT MAX(s.created_at) FROM sessions s
  WHERE s.subject_kind = 'member' AND s.subject_id = profiles.id
);
-- The minute's sweep reads only the members it may send away, oldest sign-in first.
CREATE INDEX profiles_away_candidates ON profiles ((COALESCE(signed_in_at, updated_at)))
  WHERE away_at IS NULL AND status = 'approved';
