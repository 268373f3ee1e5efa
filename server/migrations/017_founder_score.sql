-- The founder score (issue 14; docs/score.md): achievements with the time they were unlocked (an
-- unlocked achievement stays unlocked), and one snapshot of the score per member and day (the
-- day in IST), for the history of the last 30 days. Scores are in tenths of a point.
CREATE TABLE achievements (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  achievement TEXT NOT NULL,
  unlocked_at TEXT NOT NULL,
  PRIMARY KEY (member_id, achievement)
);

CREATE TABLE score_snapshots (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 1000),
  PRIMARY KEY (member_id, day)
);

-- An unlocked achievement rings the bell ('achievement'). The CHECK is rebuilt as in 013.
CREATE TABLE notifications_new (
  id TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('match', 'message', 'connection', 'pitch', 'profile_view',
    'event', 'achievement')),
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL,
  read_at TEXT
);
INSERT INTO notifications_new (id, profile_id, type, title, message, link, created_at, read_at)
  SELECT id, profile_id, type, title, message, link, created_at, read_at FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_new RENAME TO notifications;
CREATE INDEX notifications_profile ON notifications (profile_id, created_at);
