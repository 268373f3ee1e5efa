-- An administrator removes applications to mentors and cofounders too (features/moderation,
-- docs/moderation.md); an application's original is its message, as JSON. A CHECK cannot be
-- changed in place on SQLite, so the table is rebuilt, the same way on both engines.
CREATE TABLE content_removals_new (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('message', 'pitch', 'application')),
  content_id TEXT NOT NULL,
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  original TEXT NOT NULL,
  reason TEXT NOT NULL,
  admin_id TEXT NOT NULL,
  removed_at TEXT NOT NULL,
  restored_at TEXT
);
INSERT INTO content_removals_new (id, kind, content_id, member_id, original, reason, admin_id,
                                  removed_at, restored_at)
  SELECT id, kind, content_id, member_id, original, reason, admin_id, removed_at, restored_at
  FROM content_removals;
DROP TABLE content_removals;
ALTER TABLE content_removals_new RENAME TO content_removals;
CREATE INDEX content_removals_content ON content_removals (kind, content_id);
