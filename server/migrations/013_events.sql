-- Startup and virtual events with real registration (issue 13; docs/events.md). Times are UTC.
-- `registered` counts the seats taken; the registration statement takes one only while
-- registered < capacity, so seats are never oversold, on either engine. `last_queued` numbers the
-- registrations of an event in arrival order, for the waiting list.
CREATE TABLE events (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('startup', 'virtual')),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  type TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  location TEXT,
  price_rupees INTEGER NOT NULL DEFAULT 0 CHECK (price_rupees >= 0),
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  registered INTEGER NOT NULL DEFAULT 0 CHECK (registered >= 0),
  last_queued INTEGER NOT NULL DEFAULT 0,
  organizer TEXT,
  organizer_id TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  image_url TEXT,
  tags TEXT NOT NULL DEFAULT '[]',
  join_url TEXT,
  status TEXT NOT NULL CHECK (status IN ('draft', 'published', 'cancelled')),
  reminded INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX events_listing ON events (kind, status, starts_at);

-- A member's place at an event: a seat ('registered') or a place in line ('waiting'), in the
-- order `queued` (1, 2, 3… per event) they asked.
CREATE TABLE event_registrations (
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('registered', 'waiting')),
  queued INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (event_id, member_id)
);
CREATE INDEX event_registrations_line ON event_registrations (event_id, state, queued);
CREATE INDEX event_registrations_member ON event_registrations (member_id);

-- Events ring the bell ('event': a seat from the waiting list, a cancellation). The CHECK is
-- rebuilt as in 008.
CREATE TABLE notifications_new (
  id TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  type TEXT NOT NULL
    CHECK (type IN ('match', 'message', 'connection', 'pitch', 'profile_view', 'event')),
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
