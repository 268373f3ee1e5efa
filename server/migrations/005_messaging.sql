-- Messaging (issue 10). A conversation belongs to a connection and has its id, but no foreign key
-- to it: a block ends the connection and the history stays for the report path.
CREATE TABLE conversations (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  last_seq INTEGER NOT NULL DEFAULT 0,
  last_message_at TEXT
);

-- One row per member of a conversation: whom it is with, how far the member has read, whether a
-- message notification waits unread, and up to which message an e-mail has gone out.
CREATE TABLE conversation_members (
  conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  other_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  read_seq INTEGER NOT NULL DEFAULT 0,
  notified INTEGER NOT NULL DEFAULT 0,
  emailed_seq INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (conversation_id, member_id)
);

CREATE INDEX conversation_members_member ON conversation_members (member_id);

-- seq numbers a conversation's messages 1, 2, 3… with no gaps; a sender's client_id makes a
-- retried send find the message it already stored.
CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  sender_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (conversation_id, seq),
  UNIQUE (conversation_id, sender_id, client_id)
);

INSERT INTO conversations (id, created_at) SELECT id, created_at FROM connections;
INSERT INTO conversation_members (conversation_id, member_id, other_id)
  SELECT id, member_a, member_b FROM connections;
INSERT INTO conversation_members (conversation_id, member_id, other_id)
  SELECT id, member_b, member_a FROM connections;

-- A reported message: which, and its text as it was when reported.
ALTER TABLE reports ADD COLUMN message_id TEXT;
ALTER TABLE reports ADD COLUMN message_body TEXT;
