-- The public waitlist of the marketing page: one row per e-mail address.
CREATE TABLE waitlist (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('Founder', 'Mentor', 'Investor')),
  city TEXT NOT NULL,
  bio TEXT,
  referral TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
