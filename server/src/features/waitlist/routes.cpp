#include "features/waitlist/routes.hpp"

#include <nlohmann/json.hpp>

#include "features/commit.hpp"
#include "features/waitlist/changes.hpp"
#include "features/waitlist/repo.hpp"
#include "features/waitlist/waitlist_entry.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::waitlist {
void add_routes(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "waitlist", .rows = "email = :email"});
  ctx.personal.add({.table = "waitlist_changes",
                    .rows = "waitlist_id IN (SELECT id FROM waitlist WHERE email = :email)",
                    .withheld = {"token_hash"}});
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  const auto link_base = ctx.public_url;
  constexpr auto anyone = http::access::anonymous;
  auto& limiter =
      ctx.limits.get("waitlist", ctx.config.waitlist_rate_limit, std::chrono::minutes(10));
  // A link's 256-bit token cannot be guessed; the limit only keeps a scan from costing much.
  auto& links = ctx.limits.get("change_links", 30, std::chrono::minutes(10));
  // The same answer for a first sign-up and a repeat: whether an address is already on the list
  // is nobody else's business.
  static const auto joined = http::json_response(201, {{"status", "joined"}});
  // Validated on the network thread, then handed to the writer: no thread waits for the commit.
  routes.add(http::method::post, "/api/waitlist",
             [&writer, link_base](const http::request& req, http::reply reply) {
               auto row = stamp(parse_waitlist_entry(http::parse_json_object(req)));
               commit_then_reply(
                   writer, std::move(reply),
                   [row = std::move(row), link_base](db::tx& t) { join(t, row, link_base); },
                   [] { return joined; });
             },
             {.database = http::database_use::queued, .limiter = &limiter, .who = anyone});
  // What a change link would apply; looking changes nothing.
  routes.add(http::method::get, "/api/waitlist/change",
             [&db](const http::request& req) {
               const auto change =
                   find_change(db, http::query_param(req.query, "token").value_or(""));
               return http::json_response(200, {{"proposed", waitlist_entry_json(change.proposed)},
                                                {"expiresAt", change.expires_at}});
             },
             {.limiter = &links, .who = anyone});
  routes.add(http::method::post, "/api/waitlist/change",
             [&writer](const http::request& req) {
               confirm_change(writer, http::string_or_empty(http::parse_json_object(req), "token"));
               return http::json_response(200, {{"status", "joined"}});
             },
             {.limiter = &links, .who = anyone});
}

}  // namespace sangam::features::waitlist
