#include "features/analytics/feature.hpp"

#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/analytics/report.hpp"
#include "features/notifications/notifications.hpp"
#include "http/query.hpp"

namespace sangam::features::analytics {
namespace {

// Recent Activity: the member's own bell items since `from`, newest first.
nlohmann::json recent_activity(db::pool& db, std::string_view member, const std::string& from) {
  constexpr std::size_t k_recent = 10;
  nlohmann::json recent = nlohmann::json::array();
  for (const auto& n : notifications::list_for(db, member).notifications) {
    if (n.created_at < from || recent.size() == k_recent) continue;
    nlohmann::json item = {
        {"type", n.type}, {"title", n.title}, {"message", n.message}, {"at", n.created_at}};
    item["link"] = n.link ? nlohmann::json(*n.link) : nlohmann::json(nullptr);
    recent.push_back(std::move(item));
  }
  return recent;
}

http::response report(const context& ctx, const http::request& req) {
  const auto days = range_days(http::query_param(req.query, "range").value_or("30d"));
  if (!days) throw core::api_error::validation({{"range", "Choose 7d, 30d or 90d."}});
  const auto now = core::now();
  auto report = [&] {
    auto sql = ctx.db.acquire();
    return member_report(*sql, req.subject, *days, now);
  }();
  report["recentActivity"] =
      recent_activity(ctx.db, req.subject, report["from"].get<std::string>());
  return http::json_response(200, report);
}

constexpr route<context> k_routes[] = {
    {.verb = http::method::get, .path = "/api/me/analytics", .answer = &report},
};

void install(http::router& routes, const context& ctx) {
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "analytics", .install = &install};

}  // namespace sangam::features::analytics
