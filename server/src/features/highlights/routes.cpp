#include "features/highlights/routes.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <memory>
#include <unordered_map>

#include "core/background_loop.hpp"
#include "core/clock.hpp"
#include "features/discover/connect.hpp"
#include "features/discover/members_repo.hpp"
#include "features/highlights/trending.hpp"
#include "features/messaging/conversations.hpp"
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
// them (each source read a little beyond what is shown, so that leaving some out still fills the
// panel).
std::vector<happening> recent_activity(soci::session& sql, const std::string& me) {
  std::vector<happening> all;
  const auto add = [&](const char* kind, std::vector<std::pair<std::string, std::string>> found) {
    for (auto& [member, at] : found) all.push_back({kind, std::move(member), std::move(at)});
  };
  add("view", profiles::recent_viewers(sql, me, k_recent_read));
  add("connection", discover::recent_connections(sql, me, k_recent_read));
  add("reply", messaging::recent_writers(sql, me, k_recent_read));
  std::ranges::sort(all, std::ranges::greater{}, &happening::at);
  return all;
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
  if (trending->refresh().count() > 0) {
    // Counted off the request path, every refresh period, once the server is up.
    auto pass = std::make_shared<std::unique_ptr<core::background_loop>>();
    ctx.events.subscribe(topics::server_started, [pass, trending, &db](std::string_view) {
      if (*pass) return;
      *pass = std::make_unique<core::background_loop>("trending founders", [trending, &db] {
        const auto now = core::now();
        trending->recount(db, now);
        return now + trending->refresh();
      });
    });
  }

  routes.add(http::method::get, "/api/me/highlights", [&db, trending](const http::request& req) {
    const std::string me(req.subject);
    const auto ranked = trending->get(db, core::now());
    auto sql = db.acquire();
    const auto recent = recent_activity(*sql, me);

    // Only members whose profile the member may open: approved, not hidden from them, no block
    // either way (one look for everyone either panel could show).
    std::vector<std::string> candidates;
    for (const auto& h : recent) candidates.push_back(h.member);
    for (const auto& m : *ranked) candidates.push_back(m.id);
    std::ranges::sort(candidates);
    candidates.erase(std::ranges::unique(candidates).begin(), candidates.end());
    const auto visible = profiles::visible_to(*sql, me, candidates);

    std::vector<const happening*> activity_shown;
    for (const auto& h : recent) {
      if (activity_shown.size() == k_recent_shown) break;
      if (h.member != me && visible.contains(h.member)) activity_shown.push_back(&h);
    }
    std::vector<const active_member*> trending_shown;
    for (const auto& m : *ranked) {
      if (trending_shown.size() == k_trending_shown) break;
      if (m.id != me && visible.contains(m.id)) trending_shown.push_back(&m);
    }

    std::vector<std::string> ids;
    for (const auto* h : activity_shown) ids.push_back(h->member);
    for (const auto* m : trending_shown) ids.push_back(m->id);
    std::ranges::sort(ids);
    ids.erase(std::ranges::unique(ids).begin(), ids.end());
    const auto cards = summaries(*sql, ids);

    json activity = json::array(), founders = json::array();
    for (const auto* h : activity_shown) {
      if (const auto it = cards.find(h->member); it != cards.end()) {
        activity.push_back({{"kind", h->kind}, {"member", it->second}, {"at", h->at}});
      }
    }
    for (const auto* m : trending_shown) {
      if (const auto it = cards.find(m->id); it != cards.end()) {
        founders.push_back({{"member", it->second}, {"activity", m->activity}});
      }
    }
    return http::json_response(
        200, {{"recentActivity", std::move(activity)}, {"trendingFounders", std::move(founders)}});
  });
}

}  // namespace sangam::features::highlights
