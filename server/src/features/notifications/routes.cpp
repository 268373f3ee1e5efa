#include "features/notifications/routes.hpp"

#include "core/error.hpp"
#include "features/auth/sessions.hpp"
#include "features/notifications/notifications.hpp"

namespace sangam::features::notifications {

void add_routes(http::router& routes, db::pool& db) {
  routes.add(http::method::get, "/api/notifications", [&db](const http::request& req) {
    return http::json_response(200, list_for(db, auth::require_member(db, req)));
  });

  routes.add(http::method::post, "/api/notifications/read-all", [&db](const http::request& req) {
    mark_all_read(db, auth::require_member(db, req));
    return http::response{.status = 204, .content_type = ""};
  });

  routes.add(http::method::post, "/api/notifications/:id/read", [&db](const http::request& req) {
    if (!mark_read(db, auth::require_member(db, req), req.param("id"))) {
      throw core::api_error::not_found();
    }
    return http::response{.status = 204, .content_type = ""};
  });
}

}  // namespace sangam::features::notifications
