-- Applications become profiles; administrators review them; members sign in with sessions.
-- Booleans are INTEGER 0/1 and lists are JSON text so the same SQL runs on SQLite and PostgreSQL.
CREATE TABLE profiles (
  id TEXT PRIMARY KEY,
  first_name TEXT,
  last_name TEXT,
  email TEXT NOT NULL UNIQUE,
  profile_url TEXT,
  company TEXT,
  role TEXT,
  industry TEXT,
  bio TEXT,
  interests TEXT NOT NULL DEFAULT '[]',
  goals TEXT NOT NULL DEFAULT '[]',
  plan TEXT CHECK (plan IN ('core', 'pro')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  password_hash TEXT,
  password_set INTEGER NOT NULL DEFAULT 0,
  member_role TEXT CHECK (member_role IN ('Founder', 'Mentor', 'Investor')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX profiles_status_created ON profiles (status, created_at);

CREATE TABLE profile_photos (
  profile_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  data_base64 TEXT NOT NULL,
  etag TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE pitches (
  id TEXT PRIMARY KEY,
  founder_email TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id TEXT,
  target_name TEXT,
  message TEXT NOT NULL,
  pitch_deck_link TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX pitches_status_created ON pitches (status, created_at);

CREATE TABLE applications (
  id TEXT PRIMARY KEY,
  founder_email TEXT NOT NULL,
  target_type TEXT NOT NULL CHECK (target_type IN ('mentor', 'cofounder')),
  target_id TEXT,
  target_name TEXT,
  message TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX applications_status_created ON applications (status, created_at);

CREATE TABLE administrators (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Only a hash of each session token is stored: a copy of the table signs nobody in.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  subject_kind TEXT NOT NULL CHECK (subject_kind IN ('member', 'admin')),
  subject_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX sessions_subject ON sessions (subject_kind, subject_id);

CREATE TABLE password_tokens (
  token_hash TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  sent_at TEXT,
  last_error TEXT
);

CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);

CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  actor_kind TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  action TEXT NOT NULL,
  target_kind TEXT NOT NULL,
  target_id TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX audit_log_created ON audit_log (created_at);
