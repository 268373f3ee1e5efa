#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::verification {

// Verification (docs/verification.md): the member's six steps under /api/me/verification, the
// administrators' review under /api/admin/verification.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::verification
