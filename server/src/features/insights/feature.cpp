#include "features/insights/feature.hpp"

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "features/insights/catalog.hpp"
#include "http/json_body.hpp"

namespace sangam::features::insights {
namespace {

http::response every_insight(const context& ctx, const http::request&) {
  auto sql = ctx.db.acquire();
  return http::json_response(200, list_json(list_insights(*sql)));
}

http::response one(const context& ctx, int status, std::string_view id) {
  auto sql = ctx.db.acquire();
  return http::json_response(status, to_json(*find_insight(*sql, id)));
}

http::response create(const context& ctx, const http::request& req) {
  auto i = parse_insight(http::parse_json_object(req));
  i.id = core::new_uuid_v7();
  const bool added = ctx.writer.run([&](db::tx& t) {
    if (!insert_insight(t, i)) return false;
    db::record_admin_change(t, req.subject, "insight", "created", i.id);
    return true;
  });
  if (!added) {
    throw core::api_error(409, "too_many_insights",
                          "There are 10 insights already. Delete one first.");
  }
  return one(ctx, 201, i.id);
}

http::response change(const context& ctx, const http::request& req) {
  const std::string id(req.param("id"));
  const auto patch = http::parse_json_object(req);
  ctx.writer.run([&](db::tx& t) {
    const auto current = find_insight(t.sql(), id);
    if (!current) throw core::api_error::not_found();
    update_insight(t, apply_patch(*current, patch));
    db::record_admin_change(t, req.subject, "insight", "updated", id);
  });
  return one(ctx, 200, id);
}

http::response remove(const context& ctx, const http::request& req) {
  const std::string id(req.param("id"));
  ctx.writer.run([&](db::tx& t) {
    if (!delete_insight(t, id)) throw core::api_error::not_found();
    db::record_admin_change(t, req.subject, "insight", "deleted", id);
  });
  return http::response{.status = 204, .content_type = ""};
}

using http::method;
constexpr auto admin = http::access::admin;
constexpr route<context> k_routes[] = {
    {.verb = method::get, .path = "/api/insights", .answer = &every_insight},
    {.verb = method::get, .path = "/api/admin/insights", .answer = &every_insight, .who = admin},
    {.verb = method::post, .path = "/api/admin/insights", .answer = &create, .who = admin},
    {.verb = method::patch, .path = "/api/admin/insights/:id", .answer = &change, .who = admin},
    {.verb = method::del, .path = "/api/admin/insights/:id", .answer = &remove, .who = admin},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add_unrelated("market_insights", "editorial figures that administrators keep");
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

// The demo's Market Insights, checked and added as an administrator's would be.
void add_demo_content(const demo_content& demo) {
  for (const auto& item : read_demo_file(demo.dir, "insights.json")) {
    auto i = parse_insight(item);
    i.id = item.at("id").get<std::string>();
    insert_insight(demo.tx, i);
  }
}

}  // namespace

const feature k_feature{
    .name = "insights", .install = &install, .add_demo_content = &add_demo_content};

}  // namespace sangam::features::insights
