#include "features/stories/routes.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "features/stories/catalog.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::stories {
namespace {

using nlohmann::json;

void audit(db::tx& t, const http::request& req, std::string action, const std::string& id,
           std::optional<std::string> status = std::nullopt) {
  db::record_audit(t, {.actor_kind = "admin",
                       .actor_id = req.subject,
                       .action = std::move(action),
                       .target_kind = "story",
                       .target_id = id,
                       .to_status = std::move(status)});
}

json list_json(const std::vector<story>& found, json (*view)(const story&)) {
  json list = json::array();
  for (const auto& s : found) list.push_back(view(s));
  return {{"stories", std::move(list)}};
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  ctx.personal.add_unrelated("success_stories", "stories that administrators publish");
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  constexpr http::route_options admin_only{.who = http::access::admin};

  routes.add(http::method::get, "/api/stories", [&db](const http::request& req) {
    const auto filter = http::query_param(req.query, "filter").value_or("all");
    if (std::ranges::find(k_filters, std::string_view(filter)) == std::end(k_filters)) {
      throw core::api_error::validation(
          {{"filter", "Choose all, AI/ML, FinTech, Healthcare, B2B or SaaS."}});
    }
    auto sql = db.acquire();
    return http::json_response(200, list_json(list_published(*sql, filter), &to_json));
  });

  routes.add(http::method::get, "/api/stories/:id", [&db](const http::request& req) {
    auto sql = db.acquire();
    const auto s = find_story(*sql, req.param("id"));
    if (!s || s->status != "published") throw core::api_error::not_found();
    return http::json_response(200, to_json(*s));
  });

  routes.add(
      http::method::get, "/api/admin/stories",
      [&db](const http::request&) {
        auto sql = db.acquire();
        return http::json_response(200, list_json(list_all(*sql), &to_admin_json));
      },
      admin_only);

  routes.add(
      http::method::post, "/api/admin/stories",
      [&db, &writer](const http::request& req) {
        auto s = parse_story(http::parse_json_object(req));
        s.id = core::new_uuid_v7();
        writer.run([&](db::tx& t) {
          insert_story(t, s);
          audit(t, req, "story.created", s.id, s.status);
        });
        auto sql = db.acquire();
        return http::json_response(201, to_admin_json(*find_story(*sql, s.id)));
      },
      admin_only);

  routes.add(
      http::method::patch, "/api/admin/stories/:id",
      [&db, &writer](const http::request& req) {
        const std::string id(req.param("id"));
        const auto patch = http::parse_json_object(req);
        writer.run([&](db::tx& t) {
          const auto current = find_story(t.sql(), id);
          if (!current) throw core::api_error::not_found();
          const auto changed = apply_patch(*current, patch);
          update_story(t, changed);
          audit(t, req, "story.updated", id, changed.status);
        });
        auto sql = db.acquire();
        return http::json_response(200, to_admin_json(*find_story(*sql, id)));
      },
      admin_only);

  routes.add(
      http::method::del, "/api/admin/stories/:id",
      [&writer](const http::request& req) {
        const std::string id(req.param("id"));
        writer.run([&](db::tx& t) {
          if (!delete_story(t, id)) throw core::api_error::not_found();
          audit(t, req, "story.deleted", id);
        });
        return http::response{.status = 204, .content_type = ""};
      },
      admin_only);
}

}  // namespace sangam::features::stories
