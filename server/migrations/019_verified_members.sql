-- A fully verified member (all six verification steps completed; docs/verification.md) carries a
-- badge on every card and comes first among equal matches. Kept on the profile, which every card
-- already reads, and set by the verification feature.
ALTER TABLE profiles ADD COLUMN verified_at TEXT;
