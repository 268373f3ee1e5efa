#pragma once

#include "db/health_monitor.hpp"
#include "http/router.hpp"

namespace sangam::features::health {

// GET /api/health: 200 while the database answers, 503 while it cannot be reached.
void add_routes(http::router& routes, const db::health_monitor& monitor);

}  // namespace sangam::features::health
