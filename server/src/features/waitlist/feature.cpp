#include "features/waitlist/feature.hpp"

#include <nlohmann/json.hpp>

#include "features/change_links.hpp"
#include "features/commit.hpp"
#include "features/waitlist/changes.hpp"
#include "features/waitlist/repo.hpp"
#include "features/waitlist/waitlist_entry.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::waitlist {
namespace {

// The same answer for a first sign-up and a repeat: whether an address is already on the list
// is nobody else's business.
http::response joined() {
  static const auto answer = http::json_response(201, {{"status", "joined"}});
  return answer;
}

// Validated on the network thread, then handed to the writer: no thread waits for the commit.
void sign_up(const context& ctx, const http::request& req, http::reply reply) {
  auto row = stamp(parse_waitlist_entry(http::parse_json_object(req)));
  commit_then_reply(
      ctx.writer, std::move(reply),
      [row = std::move(row), link_base = ctx.public_url](db::tx& t) { join(t, row, link_base); },
      &joined);
}

// What a change link would apply; looking changes nothing.
http::response pending(const context& ctx, const http::request& req) {
  const auto change = find_change(ctx.db, http::query_param(req.query, "token").value_or(""));
  return http::json_response(
      200, {{"proposed", waitlist_entry_json(change.proposed)}, {"expiresAt", change.expires_at}});
}

http::response confirm(const context& ctx, const http::request& req) {
  confirm_change(ctx.writer, http::string_or_empty(http::parse_json_object(req), "token"));
  return http::json_response(200, {{"status", "joined"}});
}

// Sign-ups allowed per client address per 10 minutes; 0 turns the limit off (the load benchmark).
constexpr setting k_sign_ups_per_client{
    .name = "SANGAM_WAITLIST_RATE_LIMIT", .fallback = 10, .min = 0, .max = 1000000};
constexpr limit k_sign_ups{
    .name = "waitlist",
    .capacity = [](const core::config& c) { return k_sign_ups_per_client.of(c); },
    .period = std::chrono::minutes(10)};

using http::method;
constexpr auto anyone = http::access::anonymous;
constexpr route<context> k_routes[] = {
    {.verb = method::post,
     .path = "/api/waitlist",
     .answer_later = &sign_up,
     .who = anyone,
     .database = http::database_use::queued,
     .limiter = &k_sign_ups},
    {.verb = method::get,
     .path = "/api/waitlist/change",
     .answer = &pending,
     .who = anyone,
     .limiter = &k_change_links},
    {.verb = method::post,
     .path = "/api/waitlist/change",
     .answer = &confirm,
     .who = anyone,
     .limiter = &k_change_links},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "waitlist", .rows = "email = :email"});
  ctx.personal.add({.table = "waitlist_changes",
                    .rows = "waitlist_id IN (SELECT id FROM waitlist WHERE email = :email)",
                    .withheld = {"token_hash"}});
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "waitlist", .install = &install};

}  // namespace sangam::features::waitlist
