-- The e-mail about a message left unread (issue 10). unread_since is when the first message of the
-- current unread stretch arrived; it is cleared when the member reads the conversation or when the
-- e-mail has gone out, so the sweep reads only rows that may still need one.
ALTER TABLE conversation_members ADD COLUMN unread_since TEXT;
CREATE INDEX conversation_members_unread_since ON conversation_members (unread_since)
  WHERE unread_since IS NOT NULL;

-- Members who turned the e-mail off (absent: on).
CREATE TABLE message_mail_opt_outs (
  member_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
