-- Every applicant gets an answer (features/applications, docs/applications.md): each rejection of
-- an application, with the administrator's reason when one was given and the day from which the
-- applicant may apply again (SANGAM_REAPPLY_AFTER_DAYS after the rejection).
CREATE TABLE application_rejections (
  id TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  admin_id TEXT NOT NULL,
  reason TEXT,
  rejected_at TEXT NOT NULL,
  reapply_from TEXT NOT NULL
);

CREATE INDEX application_rejections_profile ON application_rejections (profile_id, rejected_at);

-- What an administrator wrote with a decision (a rejection's reason), beside the audit entry.
ALTER TABLE audit_log ADD COLUMN note TEXT;
