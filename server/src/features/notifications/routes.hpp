#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::notifications {

// GET /api/notifications, POST /api/notifications/:id/read, POST /api/notifications/read-all;
// all for the signed-in member only.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::notifications
