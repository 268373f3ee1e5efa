#include "features/highlights/routes.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <memory>
#include <unordered_map>
#include <unordered_set>

#include "features/discover/connect.hpp"
#include "features/discover/members_repo.hpp"
#include "features/highlights/trending.hpp"
#include "features/messaging/conversations.hpp"
#include "features/moderation/blocks.hpp"
#include "features/profiles/members.hpp"
#include "features/profiles/profile_repo.hpp"
#include "features/profiles/settings.hpp"

namespace sangam::features::highlights {
namespace {

using nlohmann::json;

constexpr std::size_t k_recent_shown = 5;
constexpr std::size_t k_trending_shown = 3;
// Each source gives more than is shown, so that leaving some out still fills the panel.
constexpr int k_recent_read = 10;

struct happening final {
  const char* kind;
  std::string member;
  std::string at;
};

// What happened to the member, newest first: views of their profile, connections, messages to
// them; only approved members the member has no block with.
std::vector<happening> recent_activity(soci::session& sql, const std::string& me) {
  std::vector<happening> all;
  const auto add = [&](const char* kind, std::vector<std::pair<std::string, std::string>> found) {
    for (auto& [member, at] : found) all.push_back({kind, std::move(member), std::move(at)});
  };
  add("view", profiles::recent_viewers(sql, me, k_recent_read));
  add("connection", discover::recent_connections(sql, me, k_recent_read));
  add("reply", messaging::recent_writers(sql, me, k_recent_read));
  std::ranges::sort(all, std::ranges::greater{}, &happening::at);

  const auto blocked = moderation::blocked_either_way(sql, me);
  const std::unordered_set<std::string> unwanted(blocked.begin(), blocked.end());
  std::unordered_map<std::string, bool> approved;
  std::vector<happening> shown;
  for (auto& h : all) {
    if (shown.size() == k_recent_shown) break;
    if (unwanted.contains(h.member)) continue;
    auto [it, fresh] = approved.try_emplace(h.member, false);
    if (fresh) it->second = profiles::is_approved_member(sql, h.member);
    if (it->second) shown.push_back(std::move(h));
  }
  return shown;
}

// Each member's card (MemberSummary) by id.
std::unordered_map<std::string, json> summaries(soci::session& sql,
                                                const std::vector<std::string>& ids) {
  std::unordered_map<std::string, json> by_id;
  for (auto& card : discover::member_cards(sql, ids, false)) {
    auto id = card["id"].get<std::string>();
    by_id.emplace(std::move(id), std::move(card));
  }
  return by_id;
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  auto& db = ctx.db;
  auto trending = std::make_shared<trending_cache>(ctx.config.trending_refresh);

  routes.add(http::method::get, "/api/me/highlights", [&db, trending](const http::request& req) {
    const std::string me(req.subject);
    const auto ranked = trending->get(db, std::chrono::system_clock::now());
    auto sql = db.acquire();
    const auto recent = recent_activity(*sql, me);
    std::vector<const active_member*> chosen;
    for (const auto& m : *ranked) {
      if (chosen.size() == k_trending_shown) break;
      if (m.id != me && profiles::can_see_profile(*sql, me, m.id)) chosen.push_back(&m);
    }

    std::vector<std::string> ids;
    for (const auto& h : recent) ids.push_back(h.member);
    for (const auto* m : chosen) ids.push_back(m->id);
    std::ranges::sort(ids);
    ids.erase(std::ranges::unique(ids).begin(), ids.end());
    const auto cards = summaries(*sql, ids);

    json activity = json::array(), founders = json::array();
    for (const auto& h : recent) {
      if (const auto it = cards.find(h.member); it != cards.end()) {
        activity.push_back({{"kind", h.kind}, {"member", it->second}, {"at", h.at}});
      }
    }
    for (const auto* m : chosen) {
      if (const auto it = cards.find(m->id); it != cards.end()) {
        founders.push_back({{"member", it->second}, {"activity", m->activity}});
      }
    }
    return http::json_response(
        200, {{"recentActivity", std::move(activity)}, {"trendingFounders", std::move(founders)}});
  });
}

}  // namespace sangam::features::highlights
