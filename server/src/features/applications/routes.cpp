#include "features/applications/routes.hpp"

#include <nlohmann/json.hpp>

#include "features/applications/application.hpp"
#include "features/applications/repo.hpp"
#include "http/json_body.hpp"

namespace sangam::features::applications {

void add_routes(http::router& routes, const context& ctx) {
  auto& writer = ctx.writer;
  auto& limiter = ctx.limits.get("applications", 10, std::chrono::minutes(10));
  routes.add(http::method::post, "/api/applications",
             [&writer](const http::request& req) {
               submit(writer, parse_application(http::parse_json_object(req)));
               return http::json_response(201, {{"status", "pending"}});
             },
             {.limiter = &limiter, .who = http::access::anonymous});
}

}  // namespace sangam::features::applications
