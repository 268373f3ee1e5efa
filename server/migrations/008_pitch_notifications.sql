-- Pitches and applications ring the bell with notifications of their own type, 'pitch'
-- (docs/pitches.md). A CHECK cannot be changed in place on SQLite, so the table is rebuilt, the
-- same way on both engines.
CREATE TABLE notifications_new (
  id TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('match', 'message', 'connection', 'pitch')),
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
