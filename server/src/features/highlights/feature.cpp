#include "features/highlights/feature.hpp"

#include <nlohmann/json.hpp>

#include <memory>
#include <unordered_map>

#include "core/clock.hpp"
#include "features/background.hpp"
#include "features/discover/members_repo.hpp"
#include "features/highlights/panels.hpp"
#include "features/highlights/trending.hpp"

namespace sangam::features::highlights {
namespace {

using nlohmann::json;

// How long Trending Founders is reused before it is counted again, in seconds (0: counted on
// every request).
constexpr setting k_trending_refresh{
    .name = "SANGAM_TRENDING_REFRESH", .fallback = 60, .min = 0, .max = 86400};

struct services final {
  context ctx;
  std::shared_ptr<trending_cache> trending;
};

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

http::response side_panels(const services& s, const http::request& req) {
  const std::string me(req.subject);
  const auto ranked = s.trending->get(s.ctx.db, core::now());
  auto sql = s.ctx.db.acquire();
  const auto shown = panels_for(*sql, me, *ranked);
  const auto cards = summaries(*sql, shown.members());
  json activity = json::array(), founders = json::array();
  for (const auto& h : shown.activity) {
    if (const auto it = cards.find(h.member); it != cards.end()) {
      activity.push_back({{"kind", h.kind}, {"member", it->second}, {"at", h.at}});
    }
  }
  for (const auto& m : shown.trending) {
    if (const auto it = cards.find(m.id); it != cards.end()) {
      founders.push_back({{"member", it->second}, {"activity", m.activity}});
    }
  }
  return http::json_response(
      200, {{"recentActivity", std::move(activity)}, {"trendingFounders", std::move(founders)}});
}

// Counted off the request path, every refresh period, once the server is up.
void count_when_started(const context& ctx, std::shared_ptr<trending_cache> trending) {
  run_once_started(ctx, "trending founders", [trending, &db = ctx.db] {
    const auto now = core::now();
    trending->recount(db, now);
    return now + trending->refresh();
  });
}

constexpr route<services> k_routes[] = {
    {.verb = http::method::get, .path = "/api/me/highlights", .answer = &side_panels},
};

void install(http::router& routes, const context& ctx) {
  auto trending =
      std::make_shared<trending_cache>(std::chrono::seconds(k_trending_refresh.of(ctx.config)));
  if (trending->refresh().count() > 0) count_when_started(ctx, trending);
  add_routes(routes, ctx, std::make_shared<const services>(services{ctx, trending}), k_routes);
}

}  // namespace

const feature k_feature{.name = "highlights", .install = &install};

}  // namespace sangam::features::highlights
