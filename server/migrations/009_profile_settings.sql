-- The profile screen and the settings (issue 12; docs/profiles.md). The screen's location is the
-- city and its LinkedIn the application's profile_url; these are the fields it adds.
ALTER TABLE profiles ADD COLUMN website TEXT;
ALTER TABLE profiles ADD COLUMN twitter TEXT;
ALTER TABLE profiles ADD COLUMN experience TEXT;
ALTER TABLE profiles ADD COLUMN education TEXT;

-- Privacy, preferences and the phone number. No row: the defaults.
CREATE TABLE member_settings (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  profile_visibility TEXT NOT NULL DEFAULT 'public'
    CHECK (profile_visibility IN ('public', 'connections', 'private')),
  show_online_status INTEGER NOT NULL DEFAULT 1,
  show_last_seen INTEGER NOT NULL DEFAULT 1,
  allow_messages INTEGER NOT NULL DEFAULT 1,
  theme TEXT NOT NULL DEFAULT 'dark' CHECK (theme IN ('dark', 'light', 'auto')),
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'es', 'fr', 'de')),
  timezone TEXT NOT NULL DEFAULT 'IST'
    CHECK (timezone IN ('IST', 'PST', 'MST', 'CST', 'EST', 'UTC')),
  date_format TEXT NOT NULL DEFAULT 'DD/MM/YYYY'
    CHECK (date_format IN ('DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD')),
  phone TEXT,
  updated_at TEXT NOT NULL
);

-- Which bell items and e-mails the member wants. No row: all of them.
CREATE TABLE notification_settings (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  new_connections INTEGER NOT NULL DEFAULT 1,
  messages INTEGER NOT NULL DEFAULT 1,
  profile_views INTEGER NOT NULL DEFAULT 1,
  weekly_digest INTEGER NOT NULL DEFAULT 1,
  email_notifications INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL
);

-- One row per view of another member's profile (never one's own).
CREATE TABLE profile_views (
  id TEXT PRIMARY KEY,
  viewer_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  viewed_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  viewed_at TEXT NOT NULL
);
CREATE INDEX profile_views_viewed ON profile_views (viewed_id, viewed_at);
CREATE INDEX profile_views_viewer ON profile_views (viewer_id);

-- A change of sign-in address waits for the link sent to the new address. Only the SHA-256 of
-- the link's token is kept.
CREATE TABLE email_changes (
  token_hash TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  new_email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX email_changes_profile ON email_changes (profile_id, expires_at);

-- Profile views ring the bell too ('profile_view'). The CHECK is rebuilt as in 008.
CREATE TABLE notifications_new (
  id TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('match', 'message', 'connection', 'pitch', 'profile_view')),
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
