-- The member area's side panels (issue 14; docs/highlights.md).

-- Market Insights: editorial figures that administrators keep. change is display text such as
-- '+18%', or NULL.
CREATE TABLE market_insights (
  id TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  value TEXT NOT NULL,
  change TEXT,
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Trending Founders count the last 7 days' profile views and connections of everyone.
CREATE INDEX profile_views_at ON profile_views (viewed_at);
CREATE INDEX connections_created ON connections (created_at);
