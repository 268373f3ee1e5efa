#include "features/health/routes.hpp"

#include <nlohmann/json.hpp>

namespace sangam::features::health {

void add_routes(http::router& routes, const db::health_monitor& monitor) {
  // Both possible bodies are made once; answering is a copy, on the network thread.
  const auto body_for = [](bool ok) {
    return nlohmann::json{{"status", ok ? "ok" : "degraded"},
                          {"db", ok ? "ok" : "unavailable"},
                          {"version", SANGAM_VERSION}}
        .dump();
  };
  routes.add(
      http::method::get, "/api/health",
      [&monitor, ok_body = body_for(true), down_body = body_for(false)](const http::request&) {
        const bool ok = monitor.database_ok();
        return http::response{.status = ok ? 200 : 503, .body = ok ? ok_body : down_body};
      },
      {.database = http::database_use::none, .who = http::access::anonymous});
}

}  // namespace sangam::features::health
