-- Kinds are granted, not chosen (issue 27, piece 3; docs/kinds.md): a member asks to act as a
-- Mentor or an Investor with the facts the cards show, and an administrator approves or rejects.
-- One open (pending) request per member and kind; a decision changes a pending request only.
CREATE TABLE kind_requests (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('Mentor', 'Investor')),
  facts TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  reason TEXT,
  decided_by TEXT,
  created_at TEXT NOT NULL,
  decided_at TEXT
);

CREATE UNIQUE INDEX kind_requests_open ON kind_requests (member_id, kind) WHERE status = 'pending';
CREATE INDEX kind_requests_member ON kind_requests (member_id, created_at);
CREATE INDEX kind_requests_status ON kind_requests (status, created_at);
