-- Success stories that administrators run (issue 13; docs/stories.md). Lists are JSON arrays of
-- text; metrics a JSON object {revenue, team, users, growth}.
CREATE TABLE success_stories (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  founder TEXT NOT NULL,
  company TEXT NOT NULL,
  industry TEXT NOT NULL,
  timeline TEXT NOT NULL,
  funding TEXT NOT NULL,
  description TEXT NOT NULL,
  challenges TEXT NOT NULL DEFAULT '[]',
  solutions TEXT NOT NULL DEFAULT '[]',
  results TEXT NOT NULL DEFAULT '[]',
  metrics TEXT NOT NULL DEFAULT '{}',
  image_url TEXT,
  tags TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX success_stories_listing ON success_stories (status, created_at);

-- An event's changes are numbered, so that the invitation sent after one (iCalendar SEQUENCE)
-- replaces the one in members' calendars.
ALTER TABLE events ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
