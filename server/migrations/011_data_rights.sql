-- Data rights (issue 12; docs/privacy.md): the consent given with an application, exports of a
-- member's data, and the row that erased members' messages point to.

-- The privacy notice a person accepted by applying, which version and when.
CREATE TABLE consents (
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  notice_version TEXT NOT NULL,
  purpose TEXT NOT NULL,
  given_at TEXT NOT NULL,
  PRIMARY KEY (profile_id, notice_version, purpose)
);

-- An export being prepared or ready to download: the zip as base64 text (the same column type on
-- both engines), kept for an hour.
CREATE TABLE data_exports (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('preparing', 'ready', 'failed')),
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  archive TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX data_exports_member ON data_exports (member_id, created_at);

-- Erased members' messages stay in their conversations, from this row: "Deleted member".
-- test_data = 2 keeps it out of every list (administrators see test_data 0 and 1; members see
-- approved profiles only).
INSERT INTO profiles (id, first_name, last_name, email, interests, goals, status, visible,
                      test_data, created_at, updated_at)
  VALUES ('00000000-0000-0000-0000-000000000000', 'Deleted', 'member',
          'deleted-member@sangam.invalid', '[]', '[]', 'rejected', 0, 2,
          '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z');
