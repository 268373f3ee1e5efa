#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::pitches {

// The target's side (docs/pitches.md): GET /api/requests, and accept or decline of a cofounder
// application or an investor's introduction, for the member they were addressed to.
void add_request_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::pitches
