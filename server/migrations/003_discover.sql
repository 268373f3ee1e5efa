-- Members meet: match data on profiles, swipes with Connect credits, connections, notifications,
-- blocks and reports.
ALTER TABLE profiles ADD COLUMN title TEXT;
ALTER TABLE profiles ADD COLUMN city TEXT;
ALTER TABLE profiles ADD COLUMN skills TEXT NOT NULL DEFAULT '[]';
ALTER TABLE profiles ADD COLUMN experience_years INTEGER;
ALTER TABLE profiles ADD COLUMN funding_stage TEXT;
ALTER TABLE profiles ADD COLUMN team_size INTEGER;
-- Mentor or investor particulars (SPEC section 3) as a JSON object; the engine never reads them.
ALTER TABLE profiles ADD COLUMN details TEXT;
ALTER TABLE profiles ADD COLUMN visible INTEGER NOT NULL DEFAULT 1;

-- Lets other instances pick up changed members without reading the whole table.
CREATE INDEX profiles_updated ON profiles (updated_at);

-- One decision per pair and direction. A Connect stays 'pending' until the other side connects
-- ('connected') or 14 days pass ('expired', its credit returned).
CREATE TABLE swipes (
  swiper_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  target_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  decision TEXT NOT NULL CHECK (decision IN ('pass', 'connect')),
  state TEXT NOT NULL CHECK (state IN ('passed', 'pending', 'connected', 'expired')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (swiper_id, target_id)
);

CREATE INDEX swipes_target ON swipes (target_id, swiper_id);
CREATE INDEX swipes_pending ON swipes (swiper_id, state, created_at);

-- Connect credits: topped up to the plan's weekly budget at the start of each week.
CREATE TABLE connect_credits (
  profile_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  balance INTEGER NOT NULL,
  week_start TEXT NOT NULL
);

-- member_a < member_b, so a pair has one row whoever connected last.
CREATE TABLE connections (
  id TEXT PRIMARY KEY,
  member_a TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  member_b TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (member_a, member_b),
  CHECK (member_a < member_b)
);

CREATE INDEX connections_b ON connections (member_b);

CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('match', 'message', 'connection')),
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL,
  read_at TEXT
);

CREATE INDEX notifications_profile ON notifications (profile_id, created_at);

CREATE TABLE blocks (
  blocker_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  blocked_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);

CREATE INDEX blocks_blocked ON blocks (blocked_id);

CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  reporter_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  target_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  reason TEXT NOT NULL
    CHECK (reason IN ('spam', 'harassment', 'fake_profile', 'inappropriate', 'other')),
  details TEXT,
  status TEXT NOT NULL CHECK (status IN ('open', 'dismissed', 'actioned')),
  created_at TEXT NOT NULL,
  resolved_at TEXT,
  resolved_by TEXT,
  resolution_note TEXT
);

CREATE INDEX reports_status_created ON reports (status, created_at);
