#include "features/notifications/routes.hpp"

#include "core/error.hpp"
#include "features/notifications/notifications.hpp"
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
  auto& db = ctx.db;
  auto& writer = ctx.writer;

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
