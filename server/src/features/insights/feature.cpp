#include "features/insights/routes.hpp"

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "features/insights/catalog.hpp"
#include "http/json_body.hpp"

namespace sangam::features::insights {
namespace {

void audit(db::tx& t, const http::request& req, std::string action, const std::string& id) {
  db::record_audit(t, {.actor_kind = "admin",
                       .actor_id = req.subject,
                       .action = std::move(action),
                       .target_kind = "insight",
                       .target_id = id});
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  ctx.personal.add_unrelated("market_insights", "editorial figures that administrators keep");
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  constexpr http::route_options admin_only{.who = http::access::admin};

  const auto list = [&db](const http::request&) {
    auto sql = db.acquire();
    return http::json_response(200, list_json(list_insights(*sql)));
  };
  routes.add(http::method::get, "/api/insights", list);
  routes.add(http::method::get, "/api/admin/insights", list, admin_only);

  routes.add(
      http::method::post, "/api/admin/insights",
      [&db, &writer](const http::request& req) {
        auto i = parse_insight(http::parse_json_object(req));
        i.id = core::new_uuid_v7();
        const bool added = writer.run([&](db::tx& t) {
          if (!insert_insight(t, i)) return false;
          audit(t, req, "insight.created", i.id);
          return true;
        });
        if (!added) {
          throw core::api_error(409, "too_many_insights",
                                "There are 10 insights already. Delete one first.");
        }
        auto sql = db.acquire();
        return http::json_response(201, to_json(*find_insight(*sql, i.id)));
      },
      admin_only);

  routes.add(
      http::method::patch, "/api/admin/insights/:id",
      [&db, &writer](const http::request& req) {
        const std::string id(req.param("id"));
        const auto patch = http::parse_json_object(req);
        writer.run([&](db::tx& t) {
          const auto current = find_insight(t.sql(), id);
          if (!current) throw core::api_error::not_found();
          update_insight(t, apply_patch(*current, patch));
          audit(t, req, "insight.updated", id);
        });
        auto sql = db.acquire();
        return http::json_response(200, to_json(*find_insight(*sql, id)));
      },
      admin_only);

  routes.add(
      http::method::del, "/api/admin/insights/:id",
      [&writer](const http::request& req) {
        const std::string id(req.param("id"));
        writer.run([&](db::tx& t) {
          if (!delete_insight(t, id)) throw core::api_error::not_found();
          audit(t, req, "insight.deleted", id);
        });
        return http::response{.status = 204, .content_type = ""};
      },
      admin_only);
}

}  // namespace sangam::features::insights
