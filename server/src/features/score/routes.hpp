#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::score {

// The founder score (docs/score.md): GET /api/me/score, and the daily snapshots.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::score
