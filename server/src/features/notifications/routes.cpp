#include "features/notifications/routes.hpp"

#include "core/error.hpp"
#include "features/notifications/notifications.hpp"

namespace sangam::features::notifications {

void add_routes(http::router& routes, const context& ctx) {
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  routes.add(http::method::get, "/api/notifications", [&db](const http::request& req) {
    return http::json_response(200, list_for(db, req.subject));
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
