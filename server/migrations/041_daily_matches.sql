-- Curated daily matches (issue 28, piece 3; docs/daily-matches.md). Each member's batch for a day
-- (the day starts at 08:00 in their time zone) is written once, by whichever instance computes it
-- first: daily_match_days is the claim (one row per member and day, also when the batch is empty),
-- daily_matches the batch in its order.
CREATE TABLE daily_match_days (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  made_at TEXT NOT NULL,
  PRIMARY KEY (member_id, day)
);

CREATE TABLE daily_matches (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  position INTEGER NOT NULL,
  candidate_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  PRIMARY KEY (member_id, day, position)
);
CREATE INDEX daily_matches_candidate ON daily_matches (candidate_id);

-- The member's choice to get an e-mail when the day's batch is ready (off when there is no row).
CREATE TABLE daily_match_settings (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  email INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
