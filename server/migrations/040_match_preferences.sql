-- Match preferences (issue 28, piece 2; docs/matching.md "Match preferences"): per factor of the
-- score a must-have, a nice-to-have or don't care, and which kinds of member the deck shows. No
-- row: every factor don't care, every kind shown.
CREATE TABLE match_preferences (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  industry TEXT NOT NULL DEFAULT 'dont_care' CHECK (industry IN ('must', 'nice', 'dont_care')),
  stage TEXT NOT NULL DEFAULT 'dont_care' CHECK (stage IN ('must', 'nice', 'dont_care')),
  location TEXT NOT NULL DEFAULT 'dont_care' CHECK (location IN ('must', 'nice', 'dont_care')),
  experience TEXT NOT NULL DEFAULT 'dont_care'
    CHECK (experience IN ('must', 'nice', 'dont_care')),
  skills TEXT NOT NULL DEFAULT 'dont_care' CHECK (skills IN ('must', 'nice', 'dont_care')),
  goals TEXT NOT NULL DEFAULT 'dont_care' CHECK (goals IN ('must', 'nice', 'dont_care')),
  show_founders INTEGER NOT NULL DEFAULT 1 CHECK (show_founders IN (0, 1)),
  show_mentors INTEGER NOT NULL DEFAULT 1 CHECK (show_mentors IN (0, 1)),
  show_investors INTEGER NOT NULL DEFAULT 1 CHECK (show_investors IN (0, 1)),
  updated_at TEXT NOT NULL
);
