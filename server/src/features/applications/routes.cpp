#include "features/applications/routes.hpp"

#include <nlohmann/json.hpp>

#include "features/applications/application.hpp"
#include "features/applications/repo.hpp"
#include "http/json_body.hpp"

namespace sangam::features::applications {

void add_routes(http::router& routes, db::pool& db, http::rate_limiter& limiter) {
  routes.add(http::method::post, "/api/applications",
             [&db](const http::request& req) {
               submit(db, parse_application(http::parse_json_object(req)));
               return http::json_response(201, {{"status", "pending"}});
             },
             {.limiter = &limiter});
}

}  // namespace sangam::features::applications
