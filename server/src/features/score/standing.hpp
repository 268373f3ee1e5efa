#pragma once

#include <soci/session.h>

#include <chrono>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "features/score/formula.hpp"

namespace sangam::features::score {

using clock_time = std::chrono::system_clock::time_point;

// The member's inputs, each counted by the feature that owns it (docs/score.md).
inputs gather(soci::session& sql, std::string_view member, clock_time now);

// SPEC section 9's weekly goals, counted from Monday 00:00 IST: 3 connections, 1 event, 1
// mentorship application, 1 achievement.
struct weekly_goal final {
  std::string_view key;  // connections, event, mentorship, achievement
  long long current = 0;
  long long target = 0;
};
std::vector<weekly_goal> weekly_goals(soci::session& sql, std::string_view member, clock_time now);

// The member's score as it stands: inputs, points, and the achievements unlocked (id → when).
struct standing final {
  inputs in;
  points now;
  std::map<std::string, std::string, std::less<>> unlocked;
};

// Brings the member's standing up to date in the caller's transaction: achievements newly reached
// are stored with their time and ring the bell; today's snapshot (the day in IST) is taken if
// there is none yet.
standing refresh(db::tx& t, std::string_view member, clock_time now);
// The standing read without a write, when refresh would change nothing (no achievement newly
// reached, today's snapshot taken): most views of the score, and the side panel's on every page.
std::optional<standing> settled(soci::session& sql, std::string_view member, clock_time now);

// The snapshots of the last 30 days (today included), oldest first: day (YYYY-MM-DD, IST) and
// score in tenths.
struct history_point final {
  std::string day;
  int score = 0;
};
inline constexpr int k_history_days = 30;
std::vector<history_point> history(soci::session& sql, std::string_view member, clock_time now);

// Today's snapshot for at most `limit` members who have a history but no snapshot today; how many
// it took (fewer than `limit`: done for today).
std::size_t snapshot_due(db::tx& t, clock_time now, std::size_t limit);
// The next IST midnight after `now`, when the next day's snapshots are due.
clock_time next_snapshot_time(clock_time now);

}  // namespace sangam::features::score
