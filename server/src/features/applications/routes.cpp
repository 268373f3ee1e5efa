#include "features/applications/routes.hpp"

#include <nlohmann/json.hpp>

#include "features/applications/application.hpp"
#include "features/applications/changes.hpp"
#include "features/applications/repo.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::applications {
void add_routes(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "consents", .rows = "profile_id = :member"});
  ctx.personal.add(
      {.table = "application_changes", .rows = "profile_id = :member", .withheld = {"token_hash"}});
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  const auto link_base = ctx.public_url;
  constexpr auto anyone = http::access::anonymous;
  auto& limiter =
      ctx.limits.get("applications", ctx.config.application_rate_limit, std::chrono::minutes(10));
  // A link's 256-bit token cannot be guessed; the limit only keeps a scan from costing much.
  auto& links = ctx.limits.get("change_links", 30, std::chrono::minutes(10));

  routes.add(http::method::post, "/api/applications",
             [&writer, link_base](const http::request& req) {
               submit(writer, parse_application(http::parse_json_object(req)), link_base());
               return http::json_response(201, {{"status", "pending"}});
             },
             {.limiter = &limiter, .who = anyone});
  // What a change link would apply; looking changes nothing.
  routes.add(http::method::get, "/api/applications/change",
             [&db](const http::request& req) {
               const auto change =
                   find_change(db, http::query_param(req.query, "token").value_or(""));
               return http::json_response(200, {{"proposed", application_json(change.proposed)},
                                                {"expiresAt", change.expires_at}});
             },
             {.limiter = &links, .who = anyone});
  routes.add(http::method::post, "/api/applications/change",
             [&writer](const http::request& req) {
               confirm_change(writer, http::string_or_empty(http::parse_json_object(req), "token"));
               return http::json_response(200, {{"status", "pending"}});
             },
             {.limiter = &links, .who = anyone});
}

}  // namespace sangam::features::applications
