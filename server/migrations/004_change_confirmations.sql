-- A second application or waitlist sign-up for an address already on file changes nothing by
-- itself: it waits here until the owner of the address confirms it through the single-use link
-- e-mailed to them. Only the SHA-256 of the link's token is kept; `proposed` is the request as
-- JSON. A row goes with the application or entry it would change.
CREATE TABLE application_changes (
  token_hash TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  proposed TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX application_changes_profile ON application_changes (profile_id, expires_at);

CREATE TABLE waitlist_changes (
  token_hash TEXT PRIMARY KEY,
  waitlist_id TEXT NOT NULL REFERENCES waitlist (id) ON DELETE CASCADE,
  proposed TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX waitlist_changes_entry ON waitlist_changes (waitlist_id, expires_at);
