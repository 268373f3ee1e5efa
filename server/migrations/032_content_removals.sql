-- Content an administrator removed (features/moderation, docs/moderation.md): the text as it was,
-- kept so that the removal can be undone. A removal in force has no restored_at.
CREATE TABLE content_removals (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('message')),
  content_id TEXT NOT NULL,
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  original TEXT NOT NULL,
  reason TEXT NOT NULL,
  admin_id TEXT NOT NULL,
  removed_at TEXT NOT NULL,
  restored_at TEXT
);

CREATE INDEX content_removals_content ON content_removals (kind, content_id);
