#include "features/analytics/routes.hpp"

#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/analytics/report.hpp"
#include "features/notifications/notifications.hpp"
#include "http/query.hpp"

namespace sangam::features::analytics {

void add_routes(http::router& routes, const context& ctx) {
  auto& db = ctx.db;
  routes.add(http::method::get, "/api/me/analytics", [&db](const http::request& req) {
    constexpr std::size_t k_recent = 10;
    const auto days = range_days(http::query_param(req.query, "range").value_or("30d"));
    if (!days) throw core::api_error::validation({{"range", "Choose 7d, 30d or 90d."}});
    const auto now = core::now();
    auto report = [&] {
      auto sql = db.acquire();
      return member_report(*sql, req.subject, *days, now);
    }();
    // Recent Activity: the member's own bell items of the period, newest first.
    nlohmann::json recent = nlohmann::json::array();
    const auto from = report["from"].get<std::string>();
    for (const auto& n : notifications::list_for(db, req.subject).notifications) {
      if (n.created_at < from || recent.size() == k_recent) continue;
      nlohmann::json item = {
          {"type", n.type}, {"title", n.title}, {"message", n.message}, {"at", n.created_at}};
      item["link"] = n.link ? nlohmann::json(*n.link) : nlohmann::json(nullptr);
      recent.push_back(std::move(item));
    }
    report["recentActivity"] = std::move(recent);
    return http::json_response(200, report);
  });
}

}  // namespace sangam::features::analytics
