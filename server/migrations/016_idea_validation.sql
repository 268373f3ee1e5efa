-- Idea validation (issue 14; docs/validation.md): a member's answers to the five steps of four
-- questions, as a JSON array of four texts, and when the step was completed.
CREATE TABLE idea_validation (
  member_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  step INTEGER NOT NULL CHECK (step BETWEEN 1 AND 5),
  answers TEXT NOT NULL,
  completed_at TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (member_id, step)
);
