#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::highlights {

// The member area's side panels (docs/highlights.md): GET /api/me/highlights, my recent activity
// and the trending founders.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::highlights
