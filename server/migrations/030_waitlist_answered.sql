-- The waitlist, answered (features/waitlist, docs/waitlist.md): administrators list, search and
-- export it, invite people on it to apply, and a sign-up's referral code credits the member whose
-- code it is.

-- The member whose referral code the sign-up gave; when the newest invitation went out; when an
-- application used one.
ALTER TABLE waitlist ADD COLUMN referrer_id TEXT REFERENCES profiles (id) ON DELETE SET NULL;
ALTER TABLE waitlist ADD COLUMN invited_at TEXT;
ALTER TABLE waitlist ADD COLUMN applied_at TEXT;

-- The admin list pages newest first by keyset, over all entries or one "joining as".
CREATE INDEX waitlist_newest ON waitlist (created_at, id);
CREATE INDEX waitlist_role_newest ON waitlist (role, created_at, id);
CREATE INDEX waitlist_referrer ON waitlist (referrer_id, created_at);

-- Invitations to apply: single use, 14 days; only the SHA-256 of a link's token is kept. A newer
-- invitation of the same entry ends the older ones. profile_id: the application that used it.
CREATE TABLE waitlist_invites (
  token_hash TEXT PRIMARY KEY,
  waitlist_id TEXT NOT NULL REFERENCES waitlist (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  profile_id TEXT REFERENCES profiles (id) ON DELETE SET NULL
);

CREATE INDEX waitlist_invites_entry ON waitlist_invites (waitlist_id);
CREATE INDEX waitlist_invites_profile ON waitlist_invites (profile_id);

-- Each member's referral code, made the first time the member asks for it.
CREATE TABLE referral_codes (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
