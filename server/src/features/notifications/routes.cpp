#include "features/notifications/routes.hpp"

#include <memory>

#include "core/background_loop.hpp"
#include "core/clock.hpp"
#include "core/error.hpp"
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

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  // Other members' bell items that link to the member go too.
  ctx.personal.add(
      {.table = "notifications",
       .rows = "profile_id = :member",
       .erase = {"DELETE FROM notifications WHERE profile_id = :member",
                 "DELETE FROM notifications WHERE link LIKE '%' || CAST(:member AS TEXT) || '%'"}});
  ctx.personal.add({.table = "weekly_digests", .rows = "member_id = :member"});
  auto& db = ctx.db;
  auto& writer = ctx.writer;

  // The weekly digest, Mondays 09:00 IST, from the first instance to get there.
  auto digests = std::make_shared<std::unique_ptr<core::background_loop>>();
  ctx.events.subscribe(
      topics::server_started, [digests, &writer, url = ctx.public_url](std::string_view) {
        if (*digests) return;
        *digests =
            std::make_unique<core::background_loop>("weekly digest", [&writer, public_url = url()] {
              constexpr std::size_t k_batch = 200;
              const auto now = core::now();
              while (writer.run([&](db::tx& t) {
                return send_weekly_digests(t, now, public_url, k_batch);
              }) == k_batch) {
              }
              return next_digest_time(now);
            });
      });

  routes.add(http::method::get, "/api/notifications", [&db](const http::request& req) {
    return http::json_response(200, to_json(list_for(db, req.subject)));
  });

  routes.add(http::method::post, "/api/notifications/read-all",
             [&writer](const http::request& req) {
               mark_all_read(writer, req.subject);
               return http::response{.status = 204, .content_type = ""};
             });

  routes.add(http::method::post, "/api/notifications/:id/read",
             [&writer](const http::request& req) {
               if (!mark_read(writer, req.subject, req.param("id"))) {
                 throw core::api_error::not_found();
               }
               return http::response{.status = 204, .content_type = ""};
             });
}

}  // namespace sangam::features::notifications
