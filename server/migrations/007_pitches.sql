-- Pitches and applications that reach a person, the mentor and investor dashboards (issue 11;
-- docs/pitches.md). SPEC section 3's two tables keep their columns; each row is now from a member
-- to a member, approved by an administrator, then answered by its target.
ALTER TABLE pitches ADD COLUMN sender_id TEXT REFERENCES profiles (id) ON DELETE CASCADE;
ALTER TABLE pitches ADD COLUMN response TEXT CHECK (response IN ('accepted', 'declined'));
ALTER TABLE pitches ADD COLUMN response_note TEXT;
ALTER TABLE pitches ADD COLUMN responded_at TEXT;
ALTER TABLE pitches ADD COLUMN test_data INTEGER NOT NULL DEFAULT 0;
CREATE INDEX pitches_sender ON pitches (sender_id, created_at);
CREATE INDEX pitches_target ON pitches (target_id, status, created_at);

ALTER TABLE applications ADD COLUMN sender_id TEXT REFERENCES profiles (id) ON DELETE CASCADE;
ALTER TABLE applications ADD COLUMN response TEXT CHECK (response IN ('accepted', 'declined'));
ALTER TABLE applications ADD COLUMN response_note TEXT;
ALTER TABLE applications ADD COLUMN responded_at TEXT;
ALTER TABLE applications ADD COLUMN test_data INTEGER NOT NULL DEFAULT 0;
CREATE INDEX applications_sender ON applications (sender_id, created_at);
CREATE INDEX applications_target ON applications (target_id, status, created_at);

-- Profiles made by the admin test-account button.
ALTER TABLE profiles ADD COLUMN test_data INTEGER NOT NULL DEFAULT 0;

-- Pitches and applications sent in the current week (from Monday 00:00 IST), per sender. The
-- sending transaction updates the row only while used < the plan's allowance.
CREATE TABLE pitch_allowances (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  week_start TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

-- Pass on a card screen: the card does not come back on that screen.
CREATE TABLE card_passes (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('cofounder', 'mentor', 'investor')),
  target_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, kind, target_id)
);

-- An accepted mentor application.
CREATE TABLE mentorships (
  id TEXT PRIMARY KEY,
  mentor_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  mentee_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  application_id TEXT,
  started_at TEXT NOT NULL,
  next_meeting_at TEXT,
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  UNIQUE (mentor_id, mentee_id)
);

-- An investor's Like or Skip of a founder's startup.
CREATE TABLE startup_decisions (
  investor_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  founder_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  decision TEXT NOT NULL CHECK (decision IN ('like', 'skip')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (investor_id, founder_id)
);

-- An investor's request to meet a founder (Contact on a liked startup).
CREATE TABLE introductions (
  id TEXT PRIMARY KEY,
  investor_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  founder_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  message TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at TEXT NOT NULL,
  decided_at TEXT
);
CREATE INDEX introductions_founder ON introductions (founder_id, status);
CREATE UNIQUE INDEX introductions_open ON introductions (investor_id, founder_id)
  WHERE status = 'pending';
