#include "features/score/standing.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <set>

#include "core/clock.hpp"
#include "db/rows.hpp"
#include "features/discover/connect.hpp"
#include "features/events/registrations.hpp"
#include "features/notifications/notifications.hpp"
#include "features/pitches/sending.hpp"
#include "features/profiles/profile_repo.hpp"
#include "features/validation/steps.hpp"

namespace sangam::features::score {
namespace {

constexpr const char* k_unlocked =
    "SELECT achievement, unlocked_at FROM achievements WHERE member_id = :m";
constexpr const char* k_unlock =
    "INSERT INTO achievements (member_id, achievement, unlocked_at) VALUES (:m, :a, :at)"
    " ON CONFLICT (member_id, achievement) DO NOTHING";
constexpr const char* k_unlocked_since =
    "SELECT COUNT(*) FROM achievements WHERE member_id = :m AND unlocked_at >= :since";
constexpr const char* k_snapshot =
    "INSERT INTO score_snapshots (member_id, day, score) VALUES (:m, :d, :s)"
    " ON CONFLICT (member_id, day) DO NOTHING";
constexpr const char* k_snapshot_taken =
    "SELECT COUNT(*) FROM score_snapshots WHERE member_id = :m AND day = :d";
constexpr const char* k_history =
    "SELECT day, score FROM score_snapshots WHERE member_id = :m AND day >= :from AND day <= :to"
    " ORDER BY day";
constexpr const char* k_due =
    "SELECT DISTINCT member_id FROM score_snapshots WHERE member_id NOT IN"
    " (SELECT member_id FROM score_snapshots WHERE day = :d) LIMIT :n";

// The day in India holding `t`, as YYYY-MM-DD.
std::string india_day(clock_time t) {
  return core::to_iso8601(t + core::k_india_offset).substr(0, 10);
}

std::map<std::string, std::string, std::less<>> unlocked_of(soci::session& sql,
                                                            const std::string& member) {
  std::map<std::string, std::string, std::less<>> found;
  soci::rowset<soci::row> rows = (sql.prepare << k_unlocked, soci::use(member));
  for (const auto& r : rows) found.emplace(r.get<std::string>(0), r.get<std::string>(1));
  return found;
}

}  // namespace

inputs gather(soci::session& sql, std::string_view member, clock_time now) {
  const std::string id(member);
  const auto sent = pitches::count_sent(sql, id);
  long long achievements = 0;
  sql << "SELECT COUNT(*) FROM achievements WHERE member_id = :m", soci::use(id),
      soci::into(achievements);
  return {.profile_completeness = profiles::completeness_of(sql, id),
          .connections = discover::connection_count(sql, id),
          .matches = discover::match_count(sql, id),
          .events_attended = events::attended_count(sql, id, now),
          .mentorship_applications = sent.mentorship_applications,
          .pitches = sent.investor_pitches,
          .validation_score = validation::score_of(validation::load_steps(sql, id)),
          .achievements = achievements};
}

std::vector<weekly_goal> weekly_goals(soci::session& sql, std::string_view member, clock_time now) {
  const std::string id(member);
  const auto since_time = core::india_week_start(now);
  const auto since = core::to_iso8601(since_time);
  long long achievements = 0;
  sql << k_unlocked_since, soci::use(id), soci::use(since), soci::into(achievements);
  return {
      {.key = "connections", .current = discover::connection_count(sql, id, since), .target = 3},
      {.key = "event", .current = events::attended_count(sql, id, now, since_time), .target = 1},
      {.key = "mentorship",
       .current = pitches::count_sent(sql, id, since).mentorship_applications,
       .target = 1},
      {.key = "achievement", .current = achievements, .target = 1},
  };
}

standing refresh(db::tx& t, std::string_view member, clock_time now) {
  const std::string id(member), at = core::to_iso8601(now);
  standing s{.in = gather(t.sql(), id, now), .unlocked = unlocked_of(t.sql(), id)};
  std::set<std::string> held;
  for (const auto& [achievement, when] : s.unlocked) held.insert(achievement);
  for (const auto fresh : newly_unlocked(s.in, held)) {
    const std::string key(fresh);
    t.execute(k_unlock, soci::use(id), soci::use(key), soci::use(at));
    s.unlocked.emplace(key, at);
    for (const auto& a : k_achievements) {
      if (a.id != fresh) continue;
      notifications::notify(
          t, id,
          {.type = "achievement",
           .title = "Achievement unlocked",
           .message = fmt::format("{}: {} (+{} points).", a.title, a.description, a.points),
           .link = "/founder-score"});
    }
  }
  s.in.achievements = static_cast<long long>(s.unlocked.size());
  s.now = compute(s.in);
  const auto day = india_day(now);
  const int total = s.now.total();
  t.execute(k_snapshot, soci::use(id), soci::use(day), soci::use(total));
  return s;
}

std::optional<standing> settled(soci::session& sql, std::string_view member, clock_time now) {
  const std::string id(member), day = india_day(now);
  long long taken = 0;
  sql << k_snapshot_taken, soci::use(id), soci::use(day), soci::into(taken);
  if (taken == 0) return std::nullopt;
  standing s{.in = gather(sql, id, now), .unlocked = unlocked_of(sql, id)};
  std::set<std::string> held;
  for (const auto& [achievement, when] : s.unlocked) held.insert(achievement);
  if (!newly_unlocked(s.in, held).empty()) return std::nullopt;
  s.in.achievements = static_cast<long long>(s.unlocked.size());
  s.now = compute(s.in);
  return s;
}

std::vector<history_point> history(soci::session& sql, std::string_view member, clock_time now) {
  const std::string id(member), to = india_day(now),
                                from = india_day(now - std::chrono::days(k_history_days - 1));
  std::vector<history_point> points;
  soci::rowset<soci::row> rows =
      (sql.prepare << k_history, soci::use(id), soci::use(from), soci::use(to));
  for (const auto& r : rows) {
    points.push_back(
        {.day = r.get<std::string>(0), .score = static_cast<int>(db::integer_at(r, 1))});
  }
  return points;
}

std::size_t snapshot_due(db::tx& t, clock_time now, std::size_t limit) {
  const auto day = india_day(now);
  const int n = static_cast<int>(limit);
  std::vector<std::string> due;
  {
    soci::rowset<std::string> rows = (t.sql().prepare << k_due, soci::use(day), soci::use(n));
    for (const auto& member : rows) due.push_back(member);
  }
  for (const auto& member : due) refresh(t, member, now);
  return due.size();
}

clock_time next_snapshot_time(clock_time now) {
  const auto india = now + core::k_india_offset;
  const auto midnight = std::chrono::floor<std::chrono::days>(india) + std::chrono::days(1);
  return midnight - core::k_india_offset;
}

}  // namespace sangam::features::score
