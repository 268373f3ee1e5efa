-- Member invitations (issue 28, piece 4; docs/invitations.md): one invitation mechanism for an
-- administrator inviting a waitlist entry and a member inviting someone by e-mail. The waitlist's
-- invitations move into it; only the SHA-256 of a link's token is kept, as before.
--   waitlist_id: the entry an administrator invited (a newer invitation ends its older ones);
--   inviter_id: the member who invited (their monthly allowance counts these);
--   withdrawn_at: the inviter took it back; used_at/profile_id: the application that used it.
CREATE TABLE invitations (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  waitlist_id TEXT REFERENCES waitlist (id) ON DELETE CASCADE,
  inviter_id TEXT REFERENCES profiles (id) ON DELETE CASCADE,
  note TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  withdrawn_at TEXT,
  used_at TEXT,
  profile_id TEXT REFERENCES profiles (id) ON DELETE SET NULL
);

INSERT INTO invitations (id, token_hash, email, waitlist_id, created_at, expires_at, used_at,
                         profile_id)
SELECT i.token_hash, i.token_hash, w.email, i.waitlist_id, i.created_at, i.expires_at, i.used_at,
       i.profile_id
FROM waitlist_invites i JOIN waitlist w ON w.id = i.waitlist_id;

DROP TABLE waitlist_invites;

CREATE INDEX invitations_entry ON invitations (waitlist_id);
CREATE INDEX invitations_profile ON invitations (profile_id);
CREATE INDEX invitations_inviter ON invitations (inviter_id, created_at);
CREATE INDEX invitations_email ON invitations (email);

-- An application that came with an invitation goes first in the review queue (features/profiles
-- review_queue), then by date.
ALTER TABLE profiles ADD COLUMN invited INTEGER NOT NULL DEFAULT 0;
UPDATE profiles SET invited = 1
WHERE id IN (SELECT profile_id FROM invitations WHERE profile_id IS NOT NULL);
