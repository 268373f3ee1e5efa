#pragma once

#include "features/context.hpp"
#include "http/rate_limiter.hpp"
#include "http/router.hpp"

namespace sangam::features::applications {

// POST /api/applications: the four-step application's submit. GET /api/applications/change?token=
// shows what an e-mailed change link would apply; POST /api/applications/change {token} applies it.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::applications
