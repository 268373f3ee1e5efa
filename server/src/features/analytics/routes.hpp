#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::analytics {

// GET /api/me/analytics?range=7d|30d|90d (docs/analytics.md).
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::analytics
