#include "features/score/feature.hpp"

#include <nlohmann/json.hpp>

#include <memory>

#include "core/clock.hpp"
#include "features/background.hpp"
#include "features/score/standing.hpp"

namespace sangam::features::score {
namespace {

using nlohmann::json;

// Tenths as points: 125 → 12.5.
json in_points(int tenths) {
  if (tenths % k_tenths == 0) return tenths / k_tenths;
  return static_cast<double>(tenths) / k_tenths;
}

json achievements_json(const standing& s) {
  json achievements = json::array();
  for (const auto& a : k_achievements) {
    const auto it = s.unlocked.find(a.id);
    achievements.push_back({{"id", a.id},
                            {"title", a.title},
                            {"description", a.description},
                            {"icon", a.icon},
                            {"points", a.points},
                            {"category", category_name(a.kind)},
                            {"unlocked", it != s.unlocked.end()},
                            {"unlockedAt", it != s.unlocked.end() ? json(it->second) : json()}});
  }
  return achievements;
}

json goals_json(const std::vector<weekly_goal>& found) {
  json goals = json::array();
  for (const auto& g : found) {
    goals.push_back({{"key", g.key},
                     {"current", g.current},
                     {"target", g.target},
                     {"completed", g.current >= g.target}});
  }
  return goals;
}

json actions_json(const inputs& in) {
  json actions = json::array();
  for (const auto& a : recommended_actions(in)) {
    actions.push_back({{"id", a.id}, {"points", in_points(a.gain)}});
  }
  return actions;
}

json history_json(const std::vector<history_point>& found) {
  json points = json::array();
  for (const auto& p : found) points.push_back({{"date", p.day}, {"score", in_points(p.score)}});
  return points;
}

json inputs_json(const inputs& in) {
  return {{"profileCompleteness", in.profile_completeness},
          {"connections", in.connections},
          {"matches", in.matches},
          {"eventsAttended", in.events_attended},
          {"mentorshipApplications", in.mentorship_applications},
          {"investorPitches", in.pitches},
          {"ideaValidationScore", in.validation_score},
          {"achievements", in.achievements}};
}

json score_json(soci::session& sql, const std::string& member, const standing& s, clock_time now) {
  const int total = s.now.total();
  const auto& l = level_of(total);
  const auto next = next_level(total);
  return {{"total", in_points(total)},
          {"profile", in_points(s.now.profile)},
          {"network", in_points(s.now.network)},
          {"activity", in_points(s.now.activity)},
          {"growth", in_points(s.now.growth)},
          {"level", {{"key", l.key}, {"name", l.name}}},
          {"next",
           {{"step", next.next_step ? in_points(*next.next_step) : json()},
            {"pointsNeeded", in_points(next.needed)},
            {"percent", next.percent}}},
          {"inputs", inputs_json(s.in)},
          {"weeklyGoals", goals_json(weekly_goals(sql, member, now))},
          {"achievements", achievements_json(s)},
          {"recommendedActions", actions_json(s.in)},
          {"history", history_json(history(sql, member, now))}};
}

// Viewing the score brings it up to date (achievements, today's snapshot) first.
http::response view(const context& ctx, const http::request& req) {
  const auto now = core::now();
  auto s = [&] {
    auto sql = ctx.db.acquire();
    return settled(*sql, req.subject, now);
  }();
  if (!s) s = ctx.writer.run([&](db::tx& t) { return refresh(t, req.subject, now); });
  auto sql = ctx.db.acquire();
  return http::json_response(200, score_json(*sql, req.subject, *s, now));
}

// Every day at 00:00 IST, today's snapshot of each member with a history.
void take_snapshots_when_started(const context& ctx) {
  run_once_started(ctx, "score snapshots", [&writer = ctx.writer] {
    constexpr std::size_t k_batch = 200;
    const auto now = core::now();
    while (writer.run([&](db::tx& t) { return snapshot_due(t, now, k_batch); }) == k_batch) {
    }
    return next_snapshot_time(now);
  });
}

constexpr route<context> k_routes[] = {
    {.verb = http::method::get, .path = "/api/me/score", .answer = &view},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "achievements", .rows = "member_id = :member"});
  ctx.personal.add({.table = "score_snapshots", .rows = "member_id = :member"});
  take_snapshots_when_started(ctx);
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "score", .install = &install};

}  // namespace sangam::features::score
