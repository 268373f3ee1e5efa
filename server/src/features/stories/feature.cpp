#include "features/stories/feature.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>

#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "features/stories/catalog.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::stories {
namespace {

using nlohmann::json;

json list_json(const std::vector<story>& found, json (*view)(const story&)) {
  json list = json::array();
  for (const auto& s : found) list.push_back(view(s));
  return {{"stories", std::move(list)}};
}

http::response published(const context& ctx, const http::request& req) {
  const auto filter = http::query_param(req.query, "filter").value_or("all");
  if (std::ranges::find(k_filters, std::string_view(filter)) == std::end(k_filters)) {
    throw core::api_error::validation(
        {{"filter", "Choose all, AI/ML, FinTech, Healthcare, B2B or SaaS."}});
  }
  auto sql = ctx.db.acquire();
  return http::json_response(200, list_json(list_published(*sql, filter), &to_json));
}

http::response one_published(const context& ctx, const http::request& req) {
  auto sql = ctx.db.acquire();
  const auto s = find_story(*sql, req.param("id"));
  if (!s || s->status != "published") throw core::api_error::not_found();
  return http::json_response(200, to_json(*s));
}

http::response every_story(const context& ctx, const http::request&) {
  auto sql = ctx.db.acquire();
  return http::json_response(200, list_json(list_all(*sql), &to_admin_json));
}

http::response admin_view(const context& ctx, int status, std::string_view id) {
  auto sql = ctx.db.acquire();
  return http::json_response(status, to_admin_json(*find_story(*sql, id)));
}

http::response create(const context& ctx, const http::request& req) {
  auto s = parse_story(http::parse_json_object(req));
  s.id = core::new_uuid_v7();
  ctx.writer.run([&](db::tx& t) {
    insert_story(t, s);
    db::record_admin_change(t, req.subject, "story", "created", s.id, s.status);
  });
  return admin_view(ctx, 201, s.id);
}

http::response change(const context& ctx, const http::request& req) {
  const std::string id(req.param("id"));
  const auto patch = http::parse_json_object(req);
  ctx.writer.run([&](db::tx& t) {
    const auto current = find_story(t.sql(), id);
    if (!current) throw core::api_error::not_found();
    const auto changed = apply_patch(*current, patch);
    update_story(t, changed);
    db::record_admin_change(t, req.subject, "story", "updated", id, changed.status);
  });
  return admin_view(ctx, 200, id);
}

http::response remove(const context& ctx, const http::request& req) {
  const std::string id(req.param("id"));
  ctx.writer.run([&](db::tx& t) {
    if (!delete_story(t, id)) throw core::api_error::not_found();
    db::record_admin_change(t, req.subject, "story", "deleted", id);
  });
  return http::response{.status = 204, .content_type = ""};
}

using http::method;
constexpr auto admin = http::access::admin;
constexpr route<context> k_routes[] = {
    {.verb = method::get, .path = "/api/stories", .answer = &published},
    {.verb = method::get, .path = "/api/stories/:id", .answer = &one_published},
    {.verb = method::get, .path = "/api/admin/stories", .answer = &every_story, .who = admin},
    {.verb = method::post, .path = "/api/admin/stories", .answer = &create, .who = admin},
    {.verb = method::patch, .path = "/api/admin/stories/:id", .answer = &change, .who = admin},
    {.verb = method::del, .path = "/api/admin/stories/:id", .answer = &remove, .who = admin},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add_unrelated("success_stories", "stories that administrators publish");
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

// The demo's success stories, checked and added as an administrator's would be.
void add_demo_content(const demo_content& demo) {
  for (auto item : read_demo_file(demo.dir, "stories.json")) {
    item["imageUrl"] = item.value("image", json(nullptr));
    auto s = parse_story(item);
    s.id = item.at("id").get<std::string>();
    insert_story(demo.tx, s);
  }
}

}  // namespace

const feature k_feature{
    .name = "stories", .install = &install, .add_demo_content = &add_demo_content};

}  // namespace sangam::features::stories
