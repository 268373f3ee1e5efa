-- Pausing a membership (features/profiles, docs/moderation.md "Pausing a membership"): a member
-- who pauses leaves every deck, list and card others see, as a held member does (holds.hpp), but
-- keeps signing in, their connections and their messages; resuming clears paused_at.
ALTER TABLE profiles ADD COLUMN paused_at TEXT;
