#include "features/notifications/feature.hpp"

#include <memory>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/background.hpp"
#include "features/notifications/notifications.hpp"
#include "features/notifications/weekly_digest.hpp"
#include "http/json_body.hpp"

namespace sangam::features::notifications {
namespace {

nlohmann::json to_json(const notification_row& n) {
  return {{"id", n.id},
          {"type", n.type},
          {"title", n.title},
          {"message", n.message},
          {"link", http::or_null(n.link)},
          {"createdAt", n.created_at},
          {"isRead", n.is_read}};
}

nlohmann::json to_json(const notification_list& list) {
  auto notifications = nlohmann::json::array();
  for (const auto& n : list.notifications) notifications.push_back(to_json(n));
  return {{"notifications", std::move(notifications)}, {"unread", list.unread}};
}

http::response no_content() {
  return http::response{.status = 204, .content_type = ""};
}

http::response list(const context& ctx, const http::request& req) {
  return http::json_response(200, to_json(list_for(ctx.db, req.subject)));
}

http::response read_all(const context& ctx, const http::request& req) {
  mark_all_read(ctx.writer, req.subject);
  return no_content();
}

http::response read_one(const context& ctx, const http::request& req) {
  if (!mark_read(ctx.writer, req.subject, req.param("id"))) throw core::api_error::not_found();
  return no_content();
}

// The weekly digest, Mondays 09:00 IST, from the first instance to get there.
void send_digests_when_started(const context& ctx) {
  run_once_started(ctx, "weekly digest", [&writer = ctx.writer, url = ctx.public_url] {
    constexpr std::size_t k_batch = 200;
    const auto now = core::now();
    const auto public_url = url();
    while (writer.run([&](db::tx& t) {
      return send_weekly_digests(t, now, public_url, k_batch);
    }) == k_batch) {
    }
    return next_digest_time(now);
  });
}

using http::method;
constexpr route<context> k_routes[] = {
    {.verb = method::get, .path = "/api/notifications", .answer = &list},
    {.verb = method::post, .path = "/api/notifications/read-all", .answer = &read_all},
    {.verb = method::post, .path = "/api/notifications/:id/read", .answer = &read_one},
};

void install(http::router& routes, const context& ctx) {
  // Other members' bell items that link to the member go too.
  ctx.personal.add(
      {.table = "notifications",
       .rows = "profile_id = :member",
       .erase = {"DELETE FROM notifications WHERE profile_id = :member",
                 "DELETE FROM notifications WHERE link LIKE '%' || CAST(:member AS TEXT) || '%'"}});
  ctx.personal.add({.table = "weekly_digests", .rows = "member_id = :member"});
  send_digests_when_started(ctx);
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "notifications", .install = &install};

}  // namespace sangam::features::notifications
